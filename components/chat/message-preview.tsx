'use client';

import { useTranslations } from 'next-intl';
import type { ChatMessage } from '@/lib/schemas/chat';

/** What a message says, in the reader's language for the ones the platform writes (resume, exchange, switch). */
export function MessagePreview({ message }: { message: ChatMessage }) {
  const t = useTranslations('Chat');
  const payload = message.payload ?? {};
  switch (message.type) {
    case 'resume':
      return <>{t('resumeMessage', { file: String(payload.file_name ?? '') })}</>;
    case 'mobile_exchange_request':
      return <>{t('mobileRequestMessage')}</>;
    case 'mobile_exchange_accepted':
      return <>{t('mobileAcceptedMessage')}</>;
    case 'mobile_exchange_declined':
      return <>{t('mobileDeclinedMessage')}</>;
    case 'job_switched':
      return <>{t('jobSwitchedMessage', { title: String(payload.job_title ?? '') })}</>;
    default:
      return <>{message.text}</>;
  }
}

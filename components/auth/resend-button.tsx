'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

export { resendAvailableAt } from './resend-time';

/**
 * Asks for another code once the platform allows it; until then the button counts down the
 * seconds left ("resend OTP countdown in seconds"). A new `availableAt` restarts it.
 */
export function ResendButton({
  availableAt,
  onResend,
  pending,
  sends = 'code',
}: {
  availableAt: number;
  onResend: () => void;
  pending?: boolean;
  /** What a press sends again: a code, or a magic link (which is no code, issue 36 item 13). */
  sends?: 'code' | 'link';
}) {
  const t = useTranslations('GetStarted');
  const [left, setLeft] = useState(() => secondsUntil(availableAt));

  useEffect(() => {
    setLeft(secondsUntil(availableAt));
    const timer = setInterval(() => {
      const remaining = secondsUntil(availableAt);
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [availableAt]);

  return (
    <button type="button" className="link-button" onClick={onResend} disabled={left > 0 || pending}>
      {sends === 'link'
        ? left > 0
          ? t('resendLinkIn', { seconds: left })
          : t('resendLink')
        : left > 0
          ? t('resendIn', { seconds: left })
          : t('resend')}
    </button>
  );
}

'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useChatEnvironment, useChatHttp } from './chat-context';
import type { ChatMessage } from '@/lib/schemas/chat';
import type { InterviewListItem } from '@/lib/schemas/interview-views';
import { actOnInterview, getInterview, interviewKeys } from '@/services/interviews';
import { InterviewCard } from '@/components/interviews/interview-card';
import { OfferCard } from './offer-card';
import { RecruiterInterviewActions } from '@/components/interviews/recruiter-interview-actions';

/** The invitation's or offer's card in the conversation, read with the viewer's own session and role. */
export function InterviewMessageCard({ message }: { message: ChatMessage }) {
  if (message.type === 'offer') return <OfferCard message={message} />;
  return <InterviewInChat id={Number(message.payload?.interview_id)} />;
}

function InterviewInChat({ id }: { id: number }) {
  const { role, language } = useChatEnvironment();
  const http = useChatHttp();
  const client = useQueryClient();
  const t = useTranslations('Interviews');
  const query = useQuery({ queryKey: interviewKeys.one(id), queryFn: () => getInterview(http, id), enabled: Number.isInteger(id) && id > 0 });
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError || !query.data) return <p role="alert">{t('loadError')}</p>;
  const update = (next: InterviewListItem) => {
    client.setQueryData(interviewKeys.one(next.id), next);
    void client.invalidateQueries({ queryKey: interviewKeys.list() });
  };
  return (
    <>
      <InterviewCard
        interview={query.data}
        language={language}
        act={(action) => actOnInterview(http, id, action)}
        onChange={update}
        readOnly={role !== 'jobseeker'}
        headingLevel={3}
      />
      {role === 'recruiter' && <RecruiterInterviewActions interview={query.data} onChange={update} />}
    </>
  );
}

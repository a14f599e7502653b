'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useChatEnvironment, useChatHttp } from './chat-context';
import type { ChatMessage } from '@/lib/schemas/chat';
import { answerOffer, interviewKeys, listOffers } from '@/services/interviews';
import { interviewErrorKey } from '@/components/interviews/interview-errors';
import styles from '@/components/interviews/interviews.module.css';

/** A job offer in the conversation: its details, its state, and for the seeker accept or decline. */
export function OfferCard({ message }: { message: ChatMessage }) {
  const t = useTranslations('Interviews');
  const { role } = useChatEnvironment();
  const http = useChatHttp();
  const client = useQueryClient();
  const offers = useQuery({ queryKey: interviewKeys.offers(message.chat_id), queryFn: () => listOffers(http, message.chat_id) });
  const offer = offers.data?.offers.find((item) => item.id === Number(message.payload?.offer_id));
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerOffer(http, Number(message.payload?.offer_id), choice),
    onSettled: () => client.invalidateQueries({ queryKey: interviewKeys.offers(message.chat_id) }),
  });
  if (offers.isPending) return <p role="status">{t('loading')}</p>;
  if (!offer) return <p dir="auto">{message.text}</p>;
  const titleId = `offer-${offer.id}-title`;
  const failure = answer.error ? interviewErrorKey(answer.error) : null;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('offerTitle', { job: offer.job_title })}
      </h3>
      <p className={styles.company}>{offer.company_name}</p>
      <p className={styles.instructions} dir="auto">
        {offer.details}
      </p>
      <p>
        <span className={styles.badge}>{t(`offerStates.${offer.state}`)}</span>
      </p>
      {role === 'jobseeker' && offer.state === 'pending' && (
        <div className={styles.buttons}>
          <button type="button" className="button" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
            {t('acceptOffer')}
          </button>
          <button type="button" className="button button--secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
            {t('declineOffer')}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {t(failure.key, { ...failure.values, date: '' })}
        </p>
      )}
    </article>
  );
}

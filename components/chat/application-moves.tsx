'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { listRecruiterApplications, moveApplication, type RecruiterMove, recruiterKeys } from '@/services/recruiter-chat';
import { useChatHttp } from './chat-context';
import styles from './chat.module.css';

const moves: RecruiterMove[] = ['viewed', 'communicated', 'interview', 'not_accepted'];

/** The recruiter moves the seeker's application for this chat's job (My Jobs' viewed me, not suitable, …). */
export function ApplicationMoves({ chatId }: { chatId: number }) {
  const t = useTranslations('DevRecruiter');
  const http = useChatHttp();
  const queryClient = useQueryClient();
  const applications = useQuery({ queryKey: recruiterKeys.applications({ size: 100 }), queryFn: () => listRecruiterApplications(http, { size: 100 }) });
  const application = applications.data?.applications.find((item) => item.chat_id === chatId);
  const move = useMutation({
    mutationFn: (status: RecruiterMove) => moveApplication(http, application?.id ?? 0, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruiterKeys.applications({ size: 100 }) }),
  });
  if (applications.isPending) return null;
  return (
    <section className={styles.tools} aria-label={t('applicationTitle')}>
      {!application ? (
        <p className={styles.hint}>{t('noApplication')}</p>
      ) : (
        <>
          <p className={styles.hint} role="status">
            {t('status', { status: t(`statuses.${application.status}`) })}
          </p>
          <fieldset className={styles.toolButtons}>
            <legend className="visually-hidden">{t('move')}</legend>
            {moves.map((status) => (
              <button
                key={status}
                type="button"
                className="button button--secondary"
                disabled={move.isPending || application.status === status}
                onClick={() => move.mutate(status)}
              >
                {t(`moves.${status}`)}
              </button>
            ))}
          </fieldset>
        </>
      )}
      {move.isError && (
        <p role="alert" className={styles.error}>
          {t('moveFailed')}
        </p>
      )}
    </section>
  );
}

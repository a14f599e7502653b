import { getTranslations } from 'next-intl/server';
import { ChatNowButton } from '@/components/chat/chat-now-button';
import type { JobDetail } from '@/lib/schemas/job';

/** `chatJobId`: the open job "Chat now" is about; without it the card offers no chat. */
export async function RecruiterCard({ recruiter, chatJobId }: { recruiter: JobDetail['recruiter']; chatJobId?: number }) {
  const t = await getTranslations('JobPage');
  const activity = recruiter.reply_activity;
  return (
    <section className="side-card" aria-labelledby="recruiter-title">
      <h2 id="recruiter-title">{t('recruiter')}</h2>
      <p className="side-card__name">{recruiter.full_name}</p>
      <p className="muted">{recruiter.job_title}</p>
      {activity && <p className="activity">{t('replyActivity', { key: activity.key, minutes: activity.minutes ?? 0 })}</p>}
      {chatJobId && <ChatNowButton jobId={chatJobId} recruiterId={recruiter.id} />}
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { JobDetail } from '@/lib/schemas/job';

export async function RecruiterCard({ recruiter }: { recruiter: JobDetail['recruiter'] }) {
  const t = await getTranslations('JobPage');
  const activity = recruiter.reply_activity;
  return (
    <section className="side-card" aria-labelledby="recruiter-title">
      <h2 id="recruiter-title">{t('recruiter')}</h2>
      <p className="side-card__name">{recruiter.full_name}</p>
      <p className="muted">{recruiter.job_title}</p>
      {activity && <p className="activity">{t('replyActivity', { key: activity.key, minutes: activity.minutes ?? 0 })}</p>}
    </section>
  );
}

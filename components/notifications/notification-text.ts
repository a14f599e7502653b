import { companyPath } from '@/lib/company-url';
import { jobPath } from '@/lib/job-url';
import type { AppNotification } from '@/lib/schemas/notifications';

/** The translator of the Notifications namespace (next-intl's, on the server or in the browser). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

const statuses = new Set(['communicated', 'exchanged', 'interview', 'accepted', 'declined', 'not_accepted']);
const interviewKeys: Record<string, string> = {
  interview_invited: 'interviewInvited',
  interview_changed: 'interviewChanged',
  interview_cancelled: 'interviewCancelled',
  interview_reminder: 'interviewReminder',
  offer_received: 'offerReceived',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/**
 * A notification as a sentence in the reader's language and the page it leads to (paths with the
 * language). The platform stores ids and names only (docs/decisions/0034).
 */
export function describeNotification(t: Translate, notification: AppNotification, language: string): { text: string; href: string | null } {
  const { payload } = notification;
  const company = text(payload.company_name);
  const job = text(payload.job_title);
  const chat = id(payload.chat_id);
  switch (notification.kind) {
    case 'application': {
      const href = `/${language}/my-jobs`;
      if (payload.event === 'viewed') return { text: t('applicationViewed', { company, job }), href };
      const status = statuses.has(text(payload.status)) ? text(payload.status) : 'other';
      return { text: t('applicationMoved', { company, job, status: t(`status.${status}`) }), href };
    }
    case 'chat':
      return { text: t('chatMessage', { company }), href: chat ? `/${language}/chat/${chat}` : `/${language}/chat` };
    case 'interview': {
      const key = interviewKeys[text(payload.event)];
      const href = chat ? `/${language}/chat/${chat}` : `/${language}/my-jobs`;
      return { text: key ? t(key, { company, job }) : t('somethingHappened'), href };
    }
    case 'job_alert': {
      // A followed company's new jobs (issue 35 item 4): the job when one, else the company's jobs.
      if (payload.event === 'followed_company') {
        const companyId = id(payload.company_id);
        const jobId = id(payload.job_id);
        const count = typeof payload.count === 'number' && payload.count > 0 ? payload.count : 1;
        const href = count === 1 && jobId ? `/${language}${jobPath(job, jobId)}` : companyId ? `/${language}${companyPath(company, companyId)}` : null;
        return { text: t('followedCompanyJobs', { company, job, count }), href };
      }
      const path = text(payload.path);
      const count = typeof payload.count === 'number' ? payload.count : 0;
      // Only a path of this site, never another origin.
      return { text: t('jobAlertMatches', { count }), href: /^\/[a-z0-9/_-]*$/i.test(path) ? `/${language}${path}` : null };
    }
    case 'account': {
      const href = `/${language}/settings`;
      if (payload.event === 'password_changed') return { text: t('passwordChanged'), href };
      if (payload.event === 'email_changed') return { text: t('emailChanged'), href };
      return { text: t('somethingHappened'), href };
    }
    default:
      return { text: t('somethingHappened'), href: null };
  }
}

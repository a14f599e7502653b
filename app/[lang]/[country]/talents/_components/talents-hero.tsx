import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/languages';
import { downloadAppPath } from '@/lib/content-pages';

/** The exchange the hero shows, in order: who speaks each message of `TalentsLanding.chat`. */
const exchange = [
  { key: '1', from: 'recruiter' },
  { key: '2', from: 'you' },
  { key: '3', from: 'recruiter' },
  { key: '4', from: 'you', attachment: true },
  { key: '5', from: 'recruiter' },
] as const;

/**
 * The hero: what Hireloop is for a job seeker, the live count of open jobs, the ways in (search,
 * sign-up, the app's stores), and a chat between a recruiter and a seeker drawn in HTML.
 */
export async function TalentsHero({ language, stats }: { language: Language; stats: { jobs: number; sites: number } | null }) {
  const t = await getTranslations('TalentsLanding');
  const app = await getTranslations('DownloadApp');
  const local = (path: string) => `/${language.slug}${path}`;
  return (
    <section className="app-landing__hero talents__hero" aria-labelledby="talents-hero">
      <div>
        <p className="talents__eyebrow">{t('heroEyebrow')}</p>
        <h1 id="talents-hero">{t('heroTitle')}</h1>
        <p className="app-landing__lead">{t('heroText')}</p>
        {stats && stats.jobs > 0 ? <p className="talents__stats">{t('heroStats', stats)}</p> : null}
        <p className="talents__actions">
          <a className="button" href={local('/jobs-hiring/job-search')}>
            {t('findJobs')}
          </a>
          <a className="button button--secondary" href={local('/get-started')}>
            {t('createProfile')}
          </a>
        </p>
        <ul className="app-landing__stores" aria-label={app('storesLabel')}>
          <li>{app('appStore')}</li>
          <li>{app('googlePlay')}</li>
        </ul>
        <p className="muted">
          {t('appsSoon')} <a href={local(downloadAppPath)}>{t('aboutApp')}</a>
        </p>
      </div>
      <figure className="app-landing__chat talents__chat" aria-labelledby="talents-chat-caption">
        <figcaption id="talents-chat-caption">{t('chatCaption')}</figcaption>
        <ol className="talents__messages">
          {exchange.map((message) => (
            <li key={message.key} className={`bubble ${message.from === 'you' ? 'bubble--me' : 'bubble--them'}`}>
              <span className="visually-hidden">{t(message.from)}: </span>
              {t(`chat.${message.key}`)}
              {'attachment' in message ? <span className="talents__attachment">{t('chatAttachment')}</span> : null}
            </li>
          ))}
        </ol>
        <p className="talents__event">{t('chatAccepted')}</p>
      </figure>
    </section>
  );
}

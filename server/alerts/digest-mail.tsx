import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import { formatSalaryRange } from '@/lib/salary';
import type { JobCard } from '@/lib/schemas/job';
import type { JobAlertFrequency, JobAlertSort } from '@/lib/schemas/job-alerts';
import { MailFooter, MailLink, MailPage, MailParagraph, MailSubheading, mailColors, renderMailHtml } from '../mail/layout';
import { type PlatformText, platformText } from '../messages/platform-text';

export interface DigestMailInput {
  languageSlug: LanguageSlug;
  frequency: JobAlertFrequency;
  /** `fit`: the jobs come best fit first, and the texts say so (docs/decisions/0081). */
  sort?: JobAlertSort;
  keyword: string | null;
  jobs: { card: JobCard; url: string }[];
  /** New jobs of companies the seeker follows (issue 35 item 4), listed under their own heading. */
  followed?: { card: JobCard; url: string }[];
  /** More jobs matched than are listed. */
  more: boolean;
  max: number;
  manageUrl: string;
  unsubscribeUrl: string;
}

/** A job's pay as the digest shows it: the range in the job's own currency and the reader's numbers, with its unit. */
export function digestSalary(card: JobCard, languageSlug: LanguageSlug): string {
  const t = platformText(languageSlug);
  const { type } = card.salary;
  if (type === 'unpaid') return t('DigestMail.unpaid');
  const range = type === 'negotiable' ? null : formatSalaryRange(card.salary, languageBySlug(languageSlug).intl);
  return range && type !== 'negotiable' ? t(`DigestMail.perUnit.${type}`, { amount: range }) : t('DigestMail.negotiable');
}

type Listed = { card: JobCard; url: string };

function JobList({ jobs, facts, t }: { jobs: Listed[]; facts: (card: JobCard) => string; t: PlatformText }) {
  return (
    <ul style={{ listStyle: 'none', margin: '0 0 16px', padding: 0 }}>
      {jobs.map(({ card, url }) => (
        <li key={`${card.id} ${url}`} style={{ margin: '0 0 16px', padding: '0 0 16px', borderBottom: `1px solid ${mailColors.rule}` }}>
          <MailLink href={url} style={{ fontWeight: 600, fontSize: 17, textDecoration: 'none' }}>
            {card.title}
          </MailLink>
          <br />
          <span style={{ color: mailColors.muted, fontSize: 14 }}>{facts(card)}</span>
          <br />
          <MailLink href={url} style={{ fontSize: 14 }}>
            {t('DigestMail.viewJob')}
          </MailLink>
        </li>
      ))}
    </ul>
  );
}

/** The digest's subject, plain text and HTML, from the catalogue (server/messages/digest). */
export function renderDigest(input: DigestMailInput): { subject: string; text: string; html: string } {
  const t = platformText(input.languageSlug);
  const language = languageBySlug(input.languageSlug);
  const values = {
    search: input.keyword ?? t('DigestMail.anySearch'),
    count: input.jobs.length,
    max: input.max,
    frequency: t(`DigestMail.frequency.${input.frequency}`),
  };
  const subject = t('DigestMail.subject', values);
  const followed = input.followed ?? [];
  // A digest of followed companies' jobs alone is headed by them, without the search's lines.
  const onlyFollowed = input.jobs.length === 0 && followed.length > 0;
  const followedHeading = t('DigestMail.followedHeading');
  const heading = onlyFollowed ? followedHeading : t('DigestMail.heading', values);
  const byFit = input.sort === 'fit';
  const intro = t(byFit ? 'DigestMail.introFit' : 'DigestMail.intro', values);
  const more = input.more ? t(byFit ? 'DigestMail.moreFit' : 'DigestMail.more', values) : null;
  const why = t('DigestMail.why', values);
  const manage = t('DigestMail.manage');
  const unsubscribe = t('DigestMail.unsubscribe');
  const facts = (card: JobCard) => [card.company.name, card.location?.value, digestSalary(card, input.languageSlug)].filter(Boolean).join(' · ');
  const lines = (jobs: Listed[]) => jobs.flatMap(({ card, url }) => [card.title, facts(card), url, '']);

  const text = [
    heading,
    '',
    ...(onlyFollowed ? [] : [intro, '']),
    ...lines(input.jobs),
    ...(followed.length > 0 ? [...(onlyFollowed ? [] : [followedHeading, '']), ...lines(followed)] : []),
    ...(more ? [more, ''] : []),
    `${manage}: ${input.manageUrl}`,
    `${unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    '—',
    why,
  ].join('\n');

  const html = renderMailHtml(
    <MailPage
      language={language}
      title={subject}
      heading={heading}
      footer={<MailFooter why={why} href={input.unsubscribeUrl} label={unsubscribe} />}
    >
      {onlyFollowed ? null : <MailParagraph style={{ margin: '0 0 24px' }}>{intro}</MailParagraph>}
      {input.jobs.length > 0 ? <JobList jobs={input.jobs} facts={facts} t={t} /> : null}
      {followed.length > 0 ? (
        <>
          {onlyFollowed ? null : <MailSubheading>{followedHeading}</MailSubheading>}
          <JobList jobs={followed} facts={facts} t={t} />
        </>
      ) : null}
      {more ? <MailParagraph style={{ color: mailColors.muted }}>{more}</MailParagraph> : null}
      <p style={{ margin: 0 }}>
        <MailLink href={input.manageUrl}>{manage}</MailLink>
      </p>
    </MailPage>,
  );
  return { subject, text, html };
}

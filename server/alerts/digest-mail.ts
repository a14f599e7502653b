import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import { formatSalaryRange } from '@/lib/salary';
import type { JobCard } from '@/lib/schemas/job';
import type { JobAlertFrequency, JobAlertSort } from '@/lib/schemas/job-alerts';
import { digestTexts } from './digest-texts';
import { escapeHtml } from '@/lib/escape-html';

export interface DigestMailInput {
  languageSlug: LanguageSlug;
  frequency: JobAlertFrequency;
  /** `fit`: the jobs come best fit first, and the texts say so. */
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

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A job's pay as the digest shows it: the range in the job's own currency and the reader's numbers, with its unit. */
export function digestSalary(card: JobCard, languageSlug: LanguageSlug): string {
  const texts = digestTexts[languageSlug];
  const { type } = card.salary;
  if (type === 'unpaid') return texts.unpaid;
  const range = type === 'negotiable' ? null : formatSalaryRange(card.salary, languageBySlug(languageSlug).intl);
  return range && type !== 'negotiable' ? fill(texts.perUnit[type], { amount: range }) : texts.negotiable;
}

/** The digest's subject, plain text and HTML (plain, accessible: page language and direction, one heading, real links). */
export function renderDigest(input: DigestMailInput): { subject: string; text: string; html: string } {
  const texts = digestTexts[input.languageSlug];
  const language = languageBySlug(input.languageSlug);
  const values = {
    search: input.keyword ?? texts.anySearch,
    count: new Intl.NumberFormat(language.intl).format(input.jobs.length),
    max: new Intl.NumberFormat(language.intl).format(input.max),
    frequency: texts.frequency[input.frequency],
  };
  const subject = fill(texts.subject, values);
  // A digest of followed companies' jobs alone is headed by them, without the search's lines.
  const onlyFollowed = input.jobs.length === 0 && (input.followed ?? []).length > 0;
  const heading = onlyFollowed ? texts.followedHeading : fill(input.jobs.length === 1 ? texts.headingOne : texts.headingMany, values);
  const byFit = input.sort === 'fit';
  const intro = fill(byFit ? texts.introFit : texts.intro, values);
  const more = fill(byFit ? texts.moreFit : texts.more, values);
  const why = fill(texts.why, values);
  const facts = (card: JobCard) => [card.company.name, card.location?.value, digestSalary(card, input.languageSlug)].filter(Boolean).join(' · ');

  const followed = input.followed ?? [];
  const text = [
    heading,
    '',
    ...(onlyFollowed ? [] : [intro, '']),
    ...input.jobs.flatMap(({ card, url }) => [card.title, facts(card), url, '']),
    ...(followed.length > 0 ? [...(onlyFollowed ? [] : [texts.followedHeading, '']), ...followed.flatMap(({ card, url }) => [card.title, facts(card), url, ''])] : []),
    ...(input.more ? [more, ''] : []),
    `${texts.manage}: ${input.manageUrl}`,
    `${texts.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    '—',
    why,
  ].join('\n');

  const muted = '#57606a';
  const link = '#1d4ed8';
  const item = ({ card, url }: { card: JobCard; url: string }) =>
      `<li style="margin:0 0 16px;padding:0 0 16px;border-bottom:1px solid #e5e7eb"><a href="${escapeHtml(url)}" style="color:${link};font-weight:600;font-size:17px;text-decoration:none">${escapeHtml(card.title)}</a><br><span style="color:${muted};font-size:14px">${escapeHtml(facts(card))}</span><br><a href="${escapeHtml(url)}" style="color:${link};font-size:14px">${escapeHtml(texts.viewJob)}</a></li>`;
  const items = input.jobs.map(item);
  const html = [
    '<!doctype html>',
    `<html lang="${language.intl}" dir="${language.dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:#f3f4f6;color:#1f2328;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px">`,
    '<main style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 24px">',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(heading)}</h1>`,
    ...(onlyFollowed ? [] : [`<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(intro)}</p>`]),
    ...(items.length > 0 ? [`<ul style="list-style:none;margin:0 0 16px;padding:0">${items.join('')}</ul>`] : []),
    ...(followed.length > 0
      ? [
          ...(onlyFollowed ? [] : [`<h2 style="margin:0 0 12px;font-size:18px">${escapeHtml(texts.followedHeading)}</h2>`]),
          `<ul style="list-style:none;margin:0 0 16px;padding:0">${followed.map(item).join('')}</ul>`,
        ]
      : []),
    ...(input.more ? [`<p style="margin:0 0 16px;color:${muted}">${escapeHtml(more)}</p>`] : []),
    `<p style="margin:0"><a href="${escapeHtml(input.manageUrl)}" style="color:${link}">${escapeHtml(texts.manage)}</a></p>`,
    '</main>',
    `<footer style="max-width:560px;margin:16px auto 0;font-size:12px;color:${muted};text-align:center"><p style="margin:0 0 8px">${escapeHtml(why)}</p><p style="margin:0"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${muted}">${escapeHtml(texts.unsubscribe)}</a></p></footer>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

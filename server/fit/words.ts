import type { FitDetail, FitLabel, FitSection } from '@/lib/schemas/fit';
import type { Language } from '@/lib/languages';
import { formatMessage } from '@/lib/format-message';
import { bundledMessages } from '../domain/translations/bundled';
import type { FitResult } from './score';

/** A Fit.* message of the request's language from the bundled catalogue (English when missing). */
function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const message = bundledMessages(language.slug).get(`Fit.${key}`) ?? bundledMessages('en-us').get(`Fit.${key}`) ?? key;
  return formatMessage(message, language.intl, values);
}

export function fitLabelOf(result: FitResult, language: Language): FitLabel {
  return { job_id: result.jobId, score: result.score, level: result.level, label: text(language, `level.${result.level}`) };
}

/** The label with its reasons as sentences: what matches, what is missing, what to add and where. */
export function fitDetailOf(result: FitResult, language: Language): FitDetail {
  const detail: FitDetail = { ...fitLabelOf(result, language), matches: [], missing: [], add: [] };
  for (const reason of result.reasons) {
    const sentence = { factor: reason.factor, text: text(language, `reasons.${reason.key}`, reason.values) };
    if (reason.status === 'unknown') detail.add.push({ ...sentence, section: reason.section as FitSection });
    else if (reason.status === 'match' || (reason.key === 'skillsHave' && reason.status === 'partial')) detail.matches.push(sentence);
    else detail.missing.push(sentence);
  }
  return detail;
}

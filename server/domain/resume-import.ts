import { description as descriptionRule } from '@/lib/schemas/jobseeker-rules';
import { educationBodySchema, skillsBodySchema, workExperienceBodySchema } from '@/lib/schemas/jobseeker';
import { languageProficiencies } from '@/lib/schemas/jobseeker-constants';
import {
  type ResumeContent,
  type ResumeImportChoice,
  type ResumeImportResult,
  resumeContentSchema,
  type SyncableContent,
  syncableContentSchema,
} from '@/lib/schemas/resume-parsing';
import type { Database } from '../db/client';
import { educations, workExperiences } from '../db/schema';
import {
  hasLanguage,
  insertLanguage,
  insertPart,
  insertSkill,
  listHeldEducation,
  listHeldSkills,
  listHeldWork,
} from '../db/queries/profile-parts';
import { findOwnParse, insertResumeParse, markFileAnalysing, markResumeImported } from '../db/queries/resume-parsing';
import { AppError } from '../http/app-error';
import { enqueue } from '../jobs/queue';
import { resumeParseTaskKind } from '../resume-parsing/task';
import { lockUser } from './job-preferences';
import { sameOrganisation, samePeriod } from './profile-match';
import { firstDayOf, monthOf } from './profile-records';
import * as apiCode from '@/lib/schemas/api-codes';

const maxSkills = 10;
const what = 'Resume';

/** Starts a reading of a resume: a parse row (analysing), the file's sync_state, a background task. */
export async function queueResumeParse(tx: Database, userId: number, fileId: number): Promise<number> {
  const parseId = await insertResumeParse(tx, userId, fileId);
  await markFileAnalysing(tx, fileId);
  await enqueue(tx, { kind: resumeParseTaskKind, payload: { parse_id: parseId }, maxAttempts: 3 });
  return parseId;
}

/** A parse of the caller's own live resume; another seeker's, or one of a deleted resume, is a 404 alike. */
export async function ownParse(db: Database, userId: number, parseId: number): Promise<SyncableContent> {
  const row = await findOwnParse(db, userId, parseId);
  if (!row) throw AppError.notFound(what);
  return syncableContentSchema.parse({
    parse_id: Number(row.id),
    resume_id: Number(row.file_id),
    state: row.state,
    failure: row.failure,
    content: row.state === 'completed' ? row.content : null,
  });
}

/**
 * A period end as the profile's forms take it (YYYY-MM) and whether it is a year alone: a year is
 * stored as its January (a start) or December (an end), flagged so it is shown as the year
 * (decision 0070); nothing is made up that the seeker would see.
 */
function monthAndFlag(value: string | null, end: boolean): { month: string | null; yearOnly: boolean } {
  if (value === null) return { month: null, yearOnly: false };
  if (value.length === 4) return { month: `${value}-${end ? '12' : '01'}`, yearOnly: true };
  return { month: value, yearOnly: false };
}

/** The bullets read under an entry as the profile's description (10 to 4000 characters), or null. */
function descriptionFrom(text: string | null): string | null {
  if (!text) return null;
  let value = text;
  if (value.length > 4000) {
    const cut = value.lastIndexOf('\n', 4000);
    value = value.slice(0, cut > 0 ? cut : 4000);
  }
  const checked = descriptionRule.safeParse(value);
  return checked.success ? checked.data : null;
}

/** An entry the profile holds (or this import added), as profile-match compares it. */
interface HeldSpan {
  name: string;
  from: string | null;
  to: string | null;
  current: boolean;
  fromYearOnly: boolean;
  toYearOnly: boolean;
}

const picked = <T>(items: T[], indexes: number[]) => [...new Set(indexes)].sort((a, b) => a - b).flatMap((index) => (items[index] === undefined ? [] : [items[index] as T]));

/**
 * Adds the chosen items of a completed reading to the profile, with the rules of the profile's
 * own forms (the same zod schemas and skill limit): an item already on the profile (the same
 * employer or school, a campus suffix, case and punctuation aside, over the same period: see
 * profile-match), or one the resume does not give enough for (no start, an unknown degree), is
 * skipped. A year given alone is kept a year (decision 0070); the bullets become the description. Under the user's lock, so two imports at once add each item once.
 */
export async function importResume(db: Database, userId: number, parseId: number, body: ResumeImportChoice, now: Date): Promise<ResumeImportResult> {
  const parse = await ownParse(db, userId, parseId);
  if (parse.state === 'analysing') throw new AppError(apiCode.analysisRunning, { message: 'The resume is still being read' });
  if (parse.state === 'failed' || !parse.content) throw new AppError(apiCode.resumeUnreadable);
  const content: ResumeContent = resumeContentSchema.parse(parse.content);
  const result: ResumeImportResult = {
    work_experiences: { created: 0, skipped: 0 },
    educations: { created: 0, skipped: 0 },
    skills: { created: 0, skipped: 0 },
    languages: { created: 0, skipped: 0 },
  };
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // What the profile holds already: a found entry matching one of these is skipped (issue 36).
    const heldWork = await listHeldWork(tx, userId);
    const heldWorkSpans: HeldSpan[] = heldWork.map((row) => ({
      name: row.companyName,
      from: monthOf(row.workingPeriodFrom),
      to: row.workingPeriodTo ? monthOf(row.workingPeriodTo) : null,
      current: row.isCurrentlyWorkHere,
      fromYearOnly: row.periodFromYearOnly,
      toYearOnly: row.periodToYearOnly,
    }));
    const held = (spans: HeldSpan[], name: string, span: { from: string | null; to: string | null; current: boolean }) =>
      spans.some((stored) => sameOrganisation(name, stored.name) && samePeriod(span, stored));
    for (const work of picked(content.work_experiences, body.work_experiences)) {
      const from = monthAndFlag(work.from, false);
      const to = monthAndFlag(work.current ? null : work.to, true);
      const checked = workExperienceBodySchema.safeParse({
        company_name: work.company_name?.slice(0, 100),
        job_title: work.job_title?.slice(0, 100),
        working_period_from: from.month,
        working_period_to: to.month,
        is_currently_work_here: work.current,
        description: descriptionFrom(work.description),
      });
      if (!checked.success || held(heldWorkSpans, checked.data.company_name, work)) {
        result.work_experiences.skipped += 1;
        continue;
      }
      const entry = checked.data;
      await insertPart(tx, workExperiences, {
        userId,
        companyName: entry.company_name,
        jobTitle: entry.job_title,
        workingPeriodFrom: firstDayOf(entry.working_period_from),
        workingPeriodTo: entry.working_period_to ? firstDayOf(entry.working_period_to) : null,
        isCurrentlyWorkHere: entry.is_currently_work_here,
        periodFromYearOnly: from.yearOnly,
        periodToYearOnly: to.yearOnly,
        description: entry.description ?? null,
        createdAt: now,
        updatedAt: now,
      });
      heldWorkSpans.push({ name: entry.company_name, from: work.from, to: work.current ? null : work.to, current: work.current, fromYearOnly: false, toYearOnly: false });
      result.work_experiences.created += 1;
    }
    const heldEducation = await listHeldEducation(tx, userId);
    const heldEducationSpans: HeldSpan[] = heldEducation.map((row) => ({
      name: row.school,
      from: monthOf(row.studyPeriodFrom),
      to: row.studyPeriodTo ? monthOf(row.studyPeriodTo) : null,
      current: row.isCurrentlyStudying,
      fromYearOnly: row.periodFromYearOnly,
      toYearOnly: row.periodToYearOnly,
    }));
    for (const education of picked(content.educations, body.educations)) {
      const from = monthAndFlag(education.from, false);
      const to = monthAndFlag(education.current ? null : education.to, true);
      const checked = educationBodySchema.safeParse({
        school: education.school?.slice(0, 150),
        degree_id: education.degree_id,
        field_of_study: education.field_of_study?.slice(0, 100) ?? null,
        study_period_from: from.month,
        study_period_to: to.month,
        is_currently_studying: education.current,
        description: descriptionFrom(education.description),
      });
      if (!checked.success || held(heldEducationSpans, checked.data.school, education)) {
        result.educations.skipped += 1;
        continue;
      }
      const entry = checked.data;
      await insertPart(tx, educations, {
        userId,
        school: entry.school,
        degreeId: entry.degree_id,
        fieldOfStudy: entry.field_of_study ?? null,
        studyPeriodFrom: firstDayOf(entry.study_period_from),
        studyPeriodTo: entry.study_period_to ? firstDayOf(entry.study_period_to) : null,
        isCurrentlyStudying: entry.is_currently_studying,
        periodFromYearOnly: from.yearOnly,
        periodToYearOnly: to.yearOnly,
        description: entry.description ?? null,
        createdAt: now,
        updatedAt: now,
      });
      heldEducationSpans.push({ name: entry.school, from: education.from, to: education.current ? null : education.to, current: education.current, fromYearOnly: false, toYearOnly: false });
      result.educations.created += 1;
    }
    const chosenSkills = picked(content.skills, body.skills);
    if (chosenSkills.length > 0) {
      const existing = await listHeldSkills(tx, userId);
      const held = new Set(existing.map((skill) => skill.value.trim().toLowerCase()));
      let sort = Math.max(0, ...existing.map((skill) => skill.sort));
      for (const value of chosenSkills) {
        const key = value.trim().toLowerCase();
        // The profile keeps at most 10 skills of at most 50 characters (skillsBodySchema).
        const valid = skillsBodySchema.safeParse({ skills: [{ value }] }).success;
        if (!valid || held.has(key) || held.size >= maxSkills) {
          result.skills.skipped += 1;
          continue;
        }
        held.add(key);
        sort += 1;
        await insertSkill(tx, { userId, value: value.trim(), proficiency: null, sort, createdAt: now, updatedAt: now });
        result.skills.created += 1;
      }
    }
    for (const language of picked(content.languages, body.languages)) {
      if (language.language_id === null) {
        result.languages.skipped += 1;
        continue;
      }
      const proficiency = languageProficiencies.find((key) => key === language.proficiency) ?? 'conversational';
      const have = await hasLanguage(tx, userId, language.language_id);
      const added = !have && (await insertLanguage(tx, { userId, languageId: language.language_id, proficiency, createdAt: now, updatedAt: now })) !== undefined;
      if (added) result.languages.created += 1;
      else result.languages.skipped += 1;
    }
    // The file says it was imported (the resume list shows it, not only the page that imported).
    await markResumeImported(tx, userId, parse.resume_id, now);
  });
  return result;
}

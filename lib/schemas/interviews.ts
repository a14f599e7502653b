import { z } from 'zod';
import {
  interviewAttendances,
  interviewLimits,
  interviewModes,
  interviewParties,
  interviewReasons,
  interviewResults,
  interviewRuleMessages as m,
  interviewStates,
  isTimeZone,
} from './interview-constants';
import { controlCharacters } from './params';

export * from './interview-constants';

/**
 * The interview contract (platform spec §3, §4 and §5): what a recruiter writes when inviting
 * or modifying, what a seeker sends when answering, and the interview as the platform returns
 * it. The platform parses requests with these; the web's forms run the same rules (loaded
 * lazily, docs/decisions/0008). The rules that depend on the clock take it as an argument.
 * The state rules themselves live in server/domain/interviews.
 */

const tooLong = (max: number) => m.textTooLong.replace('{max}', String(max));
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const clean = (value: string) => value.replace(controlCharacters, ' ').trim();
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlsButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function requiredText(max: number) {
  return z
    .string({ error: m.required })
    .transform(clean)
    .pipe(z.string().min(1, m.required).max(max, tooLong(max)));
}

function optionalText(max: number, multiline = false) {
  return z
    .union([z.string(), z.null()], { error: tooLong(max) })
    .optional()
    .transform((value) => {
      if (isBlank(value)) return null;
      const text = value as string;
      return multiline ? text.replace(controlsButLineBreaks, ' ').replace(/\r\n?/g, '\n').trim() : clean(text);
    })
    .pipe(z.string().max(max, tooLong(max)).nullable());
}

/** An instant with its UTC offset ("2026-03-09T10:00:00+08:00"), as a Date. */
export const interviewTimeSchema = z
  .string({ error: m.invalidTime })
  .pipe(z.iso.datetime({ offset: true, error: m.invalidTime }))
  .transform((value) => new Date(value));

const zoomHosts = ['zoom.us', 'zoom.com', 'zoomgov.com'];
const isZoomHost = (host: string) => zoomHosts.some((zoom) => host === zoom || host.endsWith(`.${zoom}`));

/**
 * A meeting link: http(s) only. A Zoom link must not carry its access key (`pwd=`, platform
 * spec §5): the link is shown in chat and mail, and the passcode belongs in the instructions.
 */
export const videoLinkSchema = z
  .string({ error: m.url })
  .trim()
  .max(interviewLimits.videoLink, tooLong(interviewLimits.videoLink))
  .superRefine((value, ctx) => {
    // The URL parser drops tabs and line breaks silently, so the raw text is checked first: a
    // control character would be stored and end up in calendar files and mail (issue 30).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) {
      ctx.addIssue({ code: 'custom', message: m.url });
      return;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: m.url });
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) {
      ctx.addIssue({ code: 'custom', message: m.url });
      return;
    }
    const hasKey = [...url.searchParams.keys()].some((key) => key.toLowerCase() === 'pwd');
    if (isZoomHost(url.hostname.toLowerCase()) && hasKey) ctx.addIssue({ code: 'custom', message: m.zoomAccessKey });
  });

/** The contact's number: an optional "+", then 6 to 15 digits; spaces, dashes and brackets dropped. */
export const contactPhoneSchema = z
  .string({ error: m.phone })
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{6,15}$/, m.phone));

/**
 * POST (invite) and PATCH (modify) bodies: one to three distinct proposed times, each after
 * `now`; the interview's IANA time zone; an address in person or a link by video.
 */
export function interviewDetailsSchema(now: Date) {
  return z
    .object({
      times: z
        .array(interviewTimeSchema, { error: m.proposalCount })
        .min(interviewLimits.minProposals, m.proposalCount)
        .max(interviewLimits.maxProposals, m.proposalCount)
        .superRefine((times, ctx) => {
          // zod runs this check even when an element failed to parse: skip what is not a Date.
          times.forEach((time, index) => {
            if (!(time instanceof Date)) return;
            if (time.getTime() <= now.getTime()) ctx.addIssue({ code: 'custom', message: m.timeNotInFuture, path: [index] });
            else if (times.findIndex((other) => other instanceof Date && other.getTime() === time.getTime()) !== index) {
              ctx.addIssue({ code: 'custom', message: m.duplicateTime, path: [index] });
            }
          });
        }),
      time_zone: z.string({ error: m.timeZone }).refine(isTimeZone, m.timeZone),
      mode: z.enum(interviewModes, { error: m.choose }),
      address: optionalText(interviewLimits.address),
      video_link: z
        .union([z.string(), z.null()], { error: m.url })
        .optional()
        .transform((value) => (isBlank(value) ? null : (value as string)))
        .pipe(videoLinkSchema.nullable()),
      contact_name: requiredText(interviewLimits.contactName),
      contact_phone: contactPhoneSchema,
      instructions: optionalText(interviewLimits.instructions, true),
    })
    .superRefine((body, ctx) => {
      if (body.mode === 'in_person' && !body.address) ctx.addIssue({ code: 'custom', message: m.addressRequired, path: ['address'] });
      if (body.mode === 'video' && !body.video_link) ctx.addIssue({ code: 'custom', message: m.videoLinkRequired, path: ['video_link'] });
    });
}
export type InterviewDetailsBody = z.output<ReturnType<typeof interviewDetailsSchema>>;
export type InterviewDetailsInput = z.input<ReturnType<typeof interviewDetailsSchema>>;

/** The seeker accepts one of the proposed times (which one is the platform's check). */
export const acceptInterviewBodySchema = z.object({ time: interviewTimeSchema });

/** Reject and cancel (platform spec §4): a listed reason; "other" needs a few words. */
export const interviewReasonBodySchema = z
  .object({
    reason: z.enum(interviewReasons, { error: m.choose }),
    reason_text: optionalText(interviewLimits.reasonText),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && !body.reason_text) ctx.addIssue({ code: 'custom', message: m.reasonTextRequired, path: ['reason_text'] });
  });
export type InterviewReasonBody = z.output<typeof interviewReasonBodySchema>;

export const attendanceBodySchema = z.object({ attendance: z.enum(['attended', 'not_attended'], { error: m.choose }) });
export const interviewResultBodySchema = z.object({ result: z.enum(interviewResults, { error: m.choose }) });

const availabilitySchema = z.object({
  allowed: z.boolean(),
  /** When refused, the catalogue code saying why (41561 "Cannot cancel interview within three hours"…). */
  code: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});

/** The interview as the platform answers it, from the caller's side (state derived at answer time). */
export const interviewSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int().nullable(),
  job_id: z.number().int(),
  proposed_times: z.array(z.string()),
  chosen_time: z.string().nullable(),
  time_zone: z.string(),
  mode: z.enum(interviewModes),
  address: z.string().nullable(),
  video_link: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
  instructions: z.string().nullable(),
  state: z.enum(interviewStates),
  attendance: z.enum(interviewAttendances),
  result: z.enum(interviewResults).nullable(),
  reason: z.enum(interviewReasons).nullable(),
  reason_text: z.string().nullable(),
  cancelled_by: z.enum(interviewParties).nullable(),
  /** Window instants of an accepted interview (for the check-in countdown); null before. */
  check_in_opens_at: z.string().nullable(),
  check_in_closes_at: z.string().nullable(),
  change_until: z.string().nullable(),
  expires_at: z.string().nullable(),
  actions: z.record(z.string(), availabilitySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InterviewView = z.infer<typeof interviewSchema>;

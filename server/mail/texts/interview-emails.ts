/**
 * The interview and offer emails (issue 11), in the seeker's language: Mail.{template} in
 * server/messages/mail/{slug}.json. Placeholders: {name}, {job_title}, {company}, {times} (each
 * time in the seeker's language and the interview's zone), {place} (the address or the video
 * link), {reason} (Mail.interviewReason.*), {link} (the chat).
 */
export const interviewEmailTemplates = ['interview_invited', 'interview_changed', 'interview_cancelled', 'interview_reminder', 'offer_received'] as const;
export type InterviewEmailTemplate = (typeof interviewEmailTemplates)[number];

export const isInterviewEmailTemplate = (name: string): name is InterviewEmailTemplate =>
  (interviewEmailTemplates as readonly string[]).includes(name);


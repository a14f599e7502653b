/**
 * The email POST /jobseeker/send-resume-email sends (issue 12), in the language the seeker uses
 * the site in: Mail.resume_shared in server/messages/mail/{slug}.json. Placeholders: {sender}
 * (the seeker's name), {filename}, {days} (a plural count), {link} (downloads the resume until
 * it expires).
 */
export const resumeEmailTemplates = ['resume_shared'] as const;
export type ResumeEmailTemplate = (typeof resumeEmailTemplates)[number];

export const isResumeEmailTemplate = (name: string): name is ResumeEmailTemplate => (resumeEmailTemplates as readonly string[]).includes(name);

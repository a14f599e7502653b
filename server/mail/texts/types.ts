/** The messages the platform sends; each has an email form, and some an SMS form. */
export const emailTemplates = [
  'login_code',
  'magic_link',
  'verify_email',
  'reset_password',
  'safety_code',
  'password_changed',
  // Account settings (docs/decisions/0023).
  'confirm_account',
  'change_email',
  'email_changed',
  'password_updated',
] as const;
export const smsTemplates = ['login_code', 'verify_phone', 'safety_code'] as const;

export type EmailTemplate = (typeof emailTemplates)[number];
export type SmsTemplate = (typeof smsTemplates)[number];

/**
 * One email: the subject (never a code: subjects show on lock screens and in logs), a heading,
 * the paragraphs before the code or button, and those after it. Placeholders: {name},
 * {new_email} (masked), {duration} (a localised "10 minutes"), {code}, {link}.
 */
export interface EmailText {
  subject: string;
  heading: string;
  before: string[];
  after: string[];
  /** The button's label, for messages that carry a link. */
  action?: string;
}

/** Everything one language needs to write every message. */
export interface MessageTexts {
  /** 'Hello {name},' (the given name); '{full_name} 様' where the whole name greets, in the name's own order. */
  greeting: string;
  /** The greeting when the recipient's name is unknown. */
  greetingWithoutName: string;
  /** Shown before the code, for screen readers and plain-text readers. */
  codeLabel: string;
  /** Under a button: the address to copy when the button does not work. */
  linkFallback: string;
  /** The last line of every email. */
  footer: string;
  email: Record<EmailTemplate, EmailText>;
  /** Text messages: one short line, the code first so phones can offer to fill it in. */
  sms: Record<SmsTemplate, string>;
}

/**
 * The messages the platform sends; each has an email form, and some an SMS form. Their texts are
 * ICU messages in server/messages/mail/{slug}.json (docs/decisions/0082): Mail.{template}.subject
 * (never a code: subjects show on lock screens and in logs), heading, the paragraphs before the
 * code or button (before, before2, …), those after it (after, after2, …), and the button's label
 * (action) for messages that carry a link; Sms.{template} is one short line, the code first so
 * phones can offer to fill it in. Placeholders: {name}, {full_name} (the whole name in its own
 * order), {new_email} (masked), {duration} (a localised "10 minutes"), {code}, {link}.
 */
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

/**
 * Outgoing mail and SMS (ARCHITECTURE: nodemailer over SMTP when SMTP_URL is set, otherwise the
 * outbox table, printed to the log and readable on the development mailbox page).
 */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An email address, or an E.164 phone number for SMS. */
  to: string;
  /** Which message: login_code, magic_link, verify_email, reset_password, safety_code, … (templates.ts) */
  template: string;
  /** The language the message is written in (a language slug, e.g. 'ja-jp'). */
  languageSlug: string;
  /** The values the template fills in (code, link, name, minutes, …). */
  values: Record<string, string | number>;
  /** Extra headers (List-Unsubscribe on alert digests, RFC 8058); kept with the outbox copy. */
  headers?: Record<string, string>;
  /**
   * A message written by its feature rather than from a template (the alert digest, whose body
   * is a list of jobs); `template` still names it for the outbox and the logs.
   */
  rendered?: { subject: string; text: string; html: string };
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Text messages. The default writes them to the outbox like mail (channel 'sms'); a provider
 * (Twilio, Vonage, …) implements the same interface and is passed in PlatformServices.
 */
export interface SmsSender {
  send(message: OutgoingMessage): Promise<void>;
}

import type { Language } from '@/lib/languages';
import { isLanguageSlug } from '@/lib/languages';
import type { PlatformServices } from '../platform-services';
import type { UserRow } from './accounts';
import { codeTtlMs } from './one-time-codes';

/** The client's countdown before it offers to send another code (codeSentSchema). */
export const resendAfterSeconds = 60;

export function codeSent() {
  return { sent: true as const, resend_after: resendAfterSeconds };
}

const codeMinutes = codeTtlMs / 60_000;

/** A user's own language for messages, else the request's (for an address with no account yet). */
export function messageLanguage(user: UserRow | undefined | null, requestLanguage: Language): string {
  return user && isLanguageSlug(user.languageSlug) ? user.languageSlug : requestLanguage.slug;
}

export interface CodeMessage {
  channel: 'email' | 'sms';
  to: string;
  template: string;
  languageSlug: string;
  code: string;
  name?: string;
  /** The family name, for languages that greet by the full name ("田中 由紀 様"). */
  familyName?: string | null;
}

/** Sends a 6-digit code by email or SMS, with its lifetime. */
export function sendCode(services: PlatformServices, message: CodeMessage): Promise<void> {
  const values = { code: message.code, minutes: codeMinutes, name: message.name ?? '', family_name: message.familyName ?? '' };
  const outgoing = { to: message.to, template: message.template, languageSlug: message.languageSlug, values };
  return message.channel === 'sms'
    ? services.sms.send({ ...outgoing, channel: 'sms' })
    : services.mailer.send({ ...outgoing, channel: 'email' });
}

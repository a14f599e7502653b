/**
 * What common phrases and greeting messages may not say (platform spec §5): phrases hold no
 * contact information; greetings hold no URLs, phone numbers or Telegram links. The platform
 * refuses such text with these functions (through lib/schemas/chat.ts) and the web's forms run
 * the same ones, so both sides agree. Each returns the first problem found, or null; the web
 * shows its own message per problem key.
 */
export type ChatTextProblem = 'url' | 'phone' | 'email' | 'telegram' | 'messenger';

// NFKC folds full-width digits, letters and dots ('０９１２', 'ｔ．ｍｅ') into ASCII, so they are caught too.
const normalise = (text: string) => text.normalize('NFKC');

const urlPattern =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]{2,}(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|me|ly|app|dev|info|biz|xyz|link|site|online|page|jp|cn|tw|hk|sg|ph|my|id|tr|br|ae|uk|us|ca|in|ng|lk|mo)(?:\/\S*)?\b/i;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const telegramPattern = /\b(?:t\.me|telegram\.(?:me|org|dog))\b|\btg:\/\/|\b(?:tg|telegram)\s*[:：]?\s*@\w{3,}/i;
const messengerPattern = /\b(?:whatsapp|wechat|weixin|line\s*id|skype|kakao(?:talk)?|viber|signal)\b\s*(?:id)?\s*[:：]?\s*@?[\w.-]{3,}/i;
// A run of digits joined only by separators; 8 or more digits reads as a phone number.
const digitRunPattern = /\+?\d[\d\s().-]{6,}\d/g;
const yearRangePattern = /^\d{4}\s*[-.]\s*\d{4}$/;

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(digitRunPattern)) {
    const run = match[0].trim();
    const digits = run.replace(/\D/g, '');
    if (digits.length >= 8 && !yearRangePattern.test(run)) return true;
  }
  return false;
}

/** A greeting message: no URLs, phone numbers or Telegram links. */
export function greetingTextProblem(text: string): ChatTextProblem | null {
  const value = normalise(text);
  if (telegramPattern.test(value)) return 'telegram';
  if (urlPattern.test(value)) return 'url';
  if (hasPhoneNumber(value)) return 'phone';
  return null;
}

/** A common phrase: no contact information (links, emails, phone numbers, messenger ids). */
export function phraseTextProblem(text: string): ChatTextProblem | null {
  const value = normalise(text);
  if (emailPattern.test(value)) return 'email';
  const greeting = greetingTextProblem(value);
  if (greeting) return greeting;
  if (messengerPattern.test(value)) return 'messenger';
  return null;
}

/** The English message each problem gets in the platform's field errors; the web translates by key. */
export const chatTextProblemMessages: Record<ChatTextProblem, string> = {
  url: 'Remove the link',
  phone: 'Remove the phone number',
  email: 'Remove the email address',
  telegram: 'Remove the Telegram link',
  messenger: 'Remove the messenger contact',
};

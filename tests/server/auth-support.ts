import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages, users } from '@/server/db/schema';
import { type Answer, post, seedNow, type TestPlatform } from '../support/platform';

/** A clock tests move by hand, starting at the seed's instant. */
export function movableClock(start: Date = seedNow) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

export const minute = 60_000;

let sequence = 0;
/** A fresh address per call, unique across test files and runs. */
export function uniqueEmail(label = 'seeker'): string {
  sequence += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${sequence}@example.test`;
}

export interface CallOptions {
  device?: string;
  ip?: string;
  token?: string;
  country?: string;
  language?: string;
}

/** A JSON POST as the web sends it: Device-Uuid, the client address and the session when given. */
export function send(platform: TestPlatform, path: string, body: unknown, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.device) headers['Device-Uuid'] = options.device;
  if (options.ip) headers['X-Forwarded-For'] = options.ip;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return post(platform, path, body, { headers, country: options.country ?? 'ph', language: options.language });
}

/** The newest outbox message to a recipient (email or E.164 phone), optionally of one template. */
export async function newestMessage(platform: TestPlatform, to: string, template?: string) {
  const [row] = await platform.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, to), template ? eq(outboxMessages.template, template) : undefined))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(1);
  return row;
}

/** The 6-digit code in the newest message to `to` of `template`, as the recipient reads it. */
export async function codeSentTo(platform: TestPlatform, to: string, template: string): Promise<string> {
  const message = await newestMessage(platform, to, template);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${template} code in the outbox for ${to}`);
  return code;
}

export async function userByEmail(platform: TestPlatform, email: string) {
  const [row] = await platform.handle.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Registers with a password through the API, from `device`, and answers the login answer. */
export async function registerWithPassword(
  platform: TestPlatform,
  email: string,
  password: string,
  options: CallOptions & { firstName?: string; languageCode?: string } = {},
): Promise<Answer> {
  const answer = await send(
    platform,
    '/auth/register',
    { email, password, first_name: options.firstName ?? 'Maria', last_name: 'Santos', language_code: options.languageCode },
    options,
  );
  if (answer.status !== 200) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer)}`);
  return answer;
}

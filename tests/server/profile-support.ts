import { createSession } from '@/server/auth/sessions';
import { users } from '@/server/db/schema';
import { minimalPdf } from '../support/documents';
import { type Answer, call, type TestPlatform } from '../support/platform';

/** A signed-in job seeker made directly in the database, and calls speaking for them. */
export interface Seeker {
  id: number;
  token: string;
  get(path: string): Promise<Answer>;
  send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Answer>;
  upload(path: string, fields: Record<string, Blob | string>): Promise<Answer>;
}

let made = 0;

export async function makeSeeker(platform: TestPlatform, overrides: Partial<typeof users.$inferInsert> = {}): Promise<Seeker> {
  made += 1;
  const [user] = await platform.handle.db
    .insert(users)
    .values({
      email: `seeker${made}-${Date.now()}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Maria',
      lastName: 'Santos',
      countryKey: 'ph',
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('no user');
  const token = await createSession(platform.handle.db, { userId: user.id, kind: 'user', now: platform.now });
  const headers = { Authorization: `Bearer ${token}` };
  return {
    id: user.id,
    token,
    get: (path) => call(platform, path, { country: 'ph', headers }),
    send: (method, path, body) =>
      call(platform, path, {
        method,
        country: 'ph',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    upload: (path, fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return call(platform, path, { method: 'POST', country: 'ph', headers, body: form });
    },
  };
}

/** Field names of a 422 answer. */
export const fieldsOf = (answer: Answer) => Object.keys(answer.data?.errors ?? {}).sort();

/** Tiny real images: the platform reads types from bytes. */
export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
export const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
export const bmpBytes = new Uint8Array([0x42, 0x4d, ...new Array(60).fill(0)]);
/** A real one-page PDF: PDF uploads must open as one. */
export const pdfBytes = minimalPdf();

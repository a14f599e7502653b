import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@/lib/schemas/jobseeker';
import { sessionUserSchema } from '@/lib/schemas/session';
import { locations, refItems, users } from '@/server/db/schema';
import { insertMissingRefItems } from '@/server/seed/reference-data';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { bmpBytes, fieldsOf, jpegBytes, makeSeeker, pngBytes } from './profile-support';

let platform: TestPlatform;
let manila: number;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 0 });
  const [row] = await platform.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.countryKey, 'ph')).orderBy(asc(locations.id)).limit(1);
  manila = row?.id ?? 0;
});
afterAll(async () => {
  await platform?.close();
});

const basics = () => ({
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria.santos@example.com',
  birthdate: '1995-04-12',
  nationality: 'ph',
  work_eligibility: ['ph', 'sg'],
  phone_country_code: '+63',
  phone_num: '0917 123 4567',
  location_id: manila,
  address: '12 Rizal Street',
  xp_lvl_id: 3,
  working_since: '2017-06',
  job_seeking_status_id: 1,
  notice_period_id: 4,
  user_identity_id: 2,
  summary: 'Customer support lead.\nSix years in BPO.',
  is_open_to_work: true,
});

describe('GET /jobseeker/me', () => {
  it('is 401 without a session', async () => {
    const answer = await call(platform, '/jobseeker/me', { country: 'ph' });
    expect(answer.status).toBe(401);
    expect(answer.code).toBe(40003);
  });

  it('answers the whole profile, every part empty for a new account', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.get('/jobseeker/me?source=mobile_web');
    expect(answer.status).toBe(200);
    const profile = profileSchema.parse(answer.data);
    expect(profile).toMatchObject({ id: seeker.id, first_name: 'Maria', is_profile_completed: false, work_experiences: [], job_preferences: [] });
  });

  it('refuses a source other than web or mobile_web, naming it', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.get('/jobseeker/me?source=ios');
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual(['source']);
  });
});

describe('PATCH /jobseeker/me', () => {
  it('saves the basic info and answers it, the phone as national digits', async () => {
    const seeker = await makeSeeker(platform, { email: basics().email });
    const answer = await seeker.send('PATCH', '/jobseeker/me', basics());
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ...basics(),
      phone_num: '9171234567',
      working_since: '2017-06',
      is_email_verify: false,
      is_mobile_verified: false,
    });
    expect((await seeker.get('/jobseeker/me')).data.summary).toBe('Customer support lead.\nSix years in BPO.');
  });

  it('takes any subset: only the notice period and job seeker type', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.send('PATCH', '/jobseeker/me', { notice_period_id: 2, user_identity_id: 1, is_open_to_work: false });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ notice_period_id: 2, user_identity_id: 1, is_open_to_work: false, first_name: 'Maria' });
  });

  it.each([
    ['a name over 50 characters', { first_name: 'x'.repeat(51) }, 'first_name', 'Use at most 50 characters'],
    ['a name with +', { last_name: 'Santos+1' }, 'last_name', 'A name cannot contain "+"'],
    ['an emptied name', { first_name: '  ' }, 'first_name', 'This field is required'],
    ['someone under 16', { birthdate: '2010-11-02' }, 'birthdate', 'You must be at least 16 years old'],
    ['an impossible date', { birthdate: '1990-02-30' }, 'birthdate', 'Enter a valid date'],
    ['a bad email', { email: 'maria@' }, 'email', 'Please enter a valid email address.'],
    ['a phone without its number', { phone_country_code: '+63' }, 'phone_num', 'Enter your mobile number'],
    ['a Philippine number one digit short', { phone_country_code: '+63', phone_num: '917123456' }, 'phone_num', 'The number does not have the right number of digits for its country'],
    // Typed as people type it (issue 36 item 6): spaces count toward 30 characters, digits toward the country's length.
    ['a phone with digits past its country\'s length', { phone_country_code: '+63', phone_num: '0917 123 4567 89' }, 'phone_num', 'The number does not have the right number of digits for its country'],
    ['a phone typed over 30 characters', { phone_country_code: '+63', phone_num: '0917 123 4567 89 0123 4567 8901 23' }, 'phone_num', 'Use at most 30 characters'],
    ['letters in a phone', { phone_country_code: '+65', phone_num: '8123abcd' }, 'phone_num', 'Enter the number in digits'],
    ['a start in the future', { working_since: '2027-01' }, 'working_since', 'The date cannot be in the future'],
    ['an unknown job seeker type', { user_identity_id: 3 }, 'user_identity_id', 'Choose one of the options'],
  ])('refuses %s with 422 (40001) naming the field', async (_, body, field, message) => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.send('PATCH', '/jobseeker/me', body);
    expect(answer.status).toBe(422);
    expect(answer.code).toBe(40001);
    expect(answer.data.errors).toEqual({ [field]: [message] });
  });

  it('accepts someone who turns 16 today (the platform clock)', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.send('PATCH', '/jobseeker/me', { birthdate: '2010-11-01' });
    expect(answer.status).toBe(200);
  });

  it('refuses ids that are in no list, naming each field', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.send('PATCH', '/jobseeker/me', { location_id: 99_999_999, job_seeking_status_id: 77, xp_lvl_id: 1 });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual(['job_seeking_status_id', 'location_id']);
  });

  it('adds an email to an account without one, unverified, unless another account has it (41001)', async () => {
    const first = await makeSeeker(platform, { email: 'taken@example.com', isEmailVerified: true });
    const second = await makeSeeker(platform, { email: null });
    const taken = await second.send('PATCH', '/jobseeker/me', { email: 'TAKEN@example.com ' });
    expect(taken.status).toBe(422);
    expect(taken.code).toBe(41001);
    expect(taken.data.errors).toEqual({ email: ['The email has already been taken.'] });
    const same = await first.send('PATCH', '/jobseeker/me', { email: 'taken@example.com' });
    expect(same.data.is_email_verify).toBe(true);
    const added = await second.send('PATCH', '/jobseeker/me', { email: 'new-address@example.com' });
    expect(added.data).toMatchObject({ email: 'new-address@example.com', is_email_verify: false });
  });

  it('never changes an existing login email: that takes account settings (issue 18 item 4)', async () => {
    const seeker = await makeSeeker(platform, { email: 'keeps@example.com', isEmailVerified: true });
    const changed = await seeker.send('PATCH', '/jobseeker/me', { email: 'elsewhere@example.com' });
    expect(changed.status).toBe(422);
    expect(changed.data.errors).toEqual({ email: ['Change your sign-in email in account settings'] });
    expect((await seeker.get('/jobseeker/me')).data.email).toBe('keeps@example.com');
  });
});

describe('GET /jobseeker/account-setting', () => {
  it('answers the account facts of the signed-in user', async () => {
    const seeker = await makeSeeker(platform, { email: 'settings@example.com', hasPassword: true, noticePeriodId: 3 });
    const answer = await seeker.get('/jobseeker/account-setting');
    expect(answer.data).toMatchObject({ email: 'settings@example.com', has_password: true, notice_period_id: 3, is_open_to_work: true });
  });
});

describe('POST /jobseeker/complete-profile (core spec §4 step 5)', () => {
  it.each(['/jobseeker/complete-profile', '/jobseeker/jobseekers/complete-profile'])(
    '%s marks the profile completed and clears the onboarding flags',
    async (path) => {
      const seeker = await makeSeeker(platform, {
        isProfileUpdateRequired: true,
        flags: { create_resume: true, free_resume: true, quick_upload: true, register_redirect: true, other: true },
      });
      const answer = await seeker.send('POST', path);
      expect(answer.status).toBe(200);
      expect(sessionUserSchema.parse(answer.data).is_profile_completed).toBe(true);
      expect(answer.data.is_profile_update_required).toBe(false);
      const [row] = await platform.handle.db.select().from(users).where(eq(users.id, seeker.id));
      expect(row).toMatchObject({ isProfileCompleted: true, isProfileUpdateRequired: false, flags: { other: true } });
    },
  );

  it('is 401 for a guest', async () => {
    const answer = await call(platform, '/jobseeker/complete-profile', { method: 'POST', country: 'ph' });
    expect(answer.status).toBe(401);
  });
});

describe('POST /jobseeker/upload-avatar', () => {
  it('stores a PNG, serves it at the answered URL, and the profile shows it', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob([pngBytes], { type: 'image/png' }), filename: 'me.png' });
    expect(answer.status).toBe(201);
    expect(answer.data.avatar).toMatch(/^\/api\/jobseeker\/avatars\/[0-9a-f-]{36}\.png$/);
    const image = await platform.request(answer.data.avatar.replace(/^\/api/, ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes);
    expect((await seeker.get('/jobseeker/me')).data.avatar).toBe(answer.data.avatar);
  });

  it('replaces the previous avatar, which is then gone', async () => {
    const seeker = await makeSeeker(platform);
    const first = await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob([jpegBytes]), filename: 'a.jpg' });
    const second = await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob([bmpBytes]), filename: 'b.bmp' });
    expect(second.data.avatar).toMatch(/\.bmp$/);
    expect((await platform.request(first.data.avatar.replace(/^\/api/, ''))).status).toBe(404);
  });

  it('reads the type from the bytes: a text file named .png is refused', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob(['hello'], { type: 'image/png' }), filename: 'x.png' });
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({ avatar: ['This file type is not supported'] });
  });

  it('takes up to 10 MB (the form asks for 2 MB) and refuses more', async () => {
    const seeker = await makeSeeker(platform);
    const three = new Uint8Array(3 * 1024 * 1024);
    three.set(pngBytes);
    expect((await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob([three]) })).status).toBe(201);
    const eleven = new Uint8Array(11 * 1024 * 1024);
    eleven.set(pngBytes);
    const refused = await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob([eleven]) });
    expect(refused.status).toBe(422);
    expect(refused.data.errors).toEqual({ avatar: ['File size exceeds the limit of 10 MB'] });
  });

  it('allows 5 a day; the 6th is 41292', async () => {
    const seeker = await makeSeeker(platform);
    for (let i = 0; i < 5; i += 1) {
      const ok = await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob([pngBytes]) });
      expect(ok.status, `upload ${i + 1}`).toBe(201);
      expect(ok.data.uploads_left_today).toBe(4 - i);
    }
    const sixth = await seeker.upload('/jobseeker/upload-avatar', { avatar: new Blob([pngBytes]) });
    expect(sixth.status).toBe(429);
    expect(sixth.code).toBe(41292);
  });

  it('needs a file', async () => {
    const seeker = await makeSeeker(platform);
    const answer = await seeker.upload('/jobseeker/upload-avatar', { filename: 'nothing.png' });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual(['avatar']);
  });
});

describe('another user', () => {
  it('cannot see a profile but their own', async () => {
    const a = await makeSeeker(platform);
    const b = await makeSeeker(platform, { firstName: 'Juan' });
    expect((await a.get('/jobseeker/me')).data.id).toBe(a.id);
    expect((await b.get('/jobseeker/me')).data.first_name).toBe('Juan');
    const [row] = await platform.handle.db.select().from(users).where(and(eq(users.id, a.id)));
    expect(row?.firstName).toBe('Maria');
  });
});

describe('reference lists of the profile', () => {
  it('are served in the reader’s language, and added to a database seeded before them', async () => {
    const lists = await call(platform, '/config/2/list', { country: 'ph', language: 'es-es' });
    expect(lists.data.job_seeking_status_lists[0]).toMatchObject({ id: 1, value: 'Buscando activamente' });
    expect(lists.data.language_lists.map((l: { key: string }) => l.key)).toContain('filipino');

    const db = platform.handle.db;
    await db.delete(refItems).where(eq(refItems.list, 'spoken_languages'));
    await db.update(refItems).set({ labels: sql`jsonb_set(labels, '{en}', '"Edited"')` }).where(and(eq(refItems.list, 'industries'), eq(refItems.id, 1)));
    await insertMissingRefItems(db);
    const spoken = await db.select().from(refItems).where(eq(refItems.list, 'spoken_languages'));
    expect(spoken.length).toBeGreaterThan(20);
    const [industry] = await db.select().from(refItems).where(and(eq(refItems.list, 'industries'), eq(refItems.id, 1)));
    expect(industry?.labels.en).toBe('Edited');
  });
});

import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/languages';
import {
  basicInfoPatchSchema,
  basicInfoSchema,
  educationBodySchema,
  jobPreferenceBodySchema,
  licenseBodySchema,
  linkBodySchema,
  onboardingStepOneSchema,
  ruleKeyOf,
  ruleMessages,
  skillsBodySchema,
  workExperienceBodySchema,
} from '@/lib/schemas/jobseeker';

/** The first rule each field breaks, as the web maps it (key and arguments). */
function rulesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string | null> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    if (!(field in out)) out[field] = ruleKeyOf(issue as Parameters<typeof ruleKeyOf>[0]).key;
  }
  return out;
}

const today = '2026-11-01';
const basics = {
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria@example.com',
  birthdate: '1995-04-12',
  work_eligibility: [],
  phone_country_code: '+63',
  phone_num: '9171234567',
  location_id: 5,
  user_identity_id: 2,
  is_open_to_work: true,
};

describe('the shared profile schema (platform spec §5)', () => {
  it('gives every rule a message in every language', async () => {
    for (const language of languages) {
      const catalogue = (await import(`@/i18n/messages/profile/${language.slug}.json`)).default as { ProfileErrors: Record<string, string> };
      for (const key of Object.keys(ruleMessages)) expect(catalogue.ProfileErrors[key], `${language.slug} ${key}`).toBeTruthy();
    }
  });

  it('maps the platform’s English field messages back to their rules', () => {
    expect(ruleKeyOf({ message: 'Please enter a valid email address.' }).key).toBe('email');
    expect(ruleKeyOf({ message: 'Use at most 100 characters' })).toEqual({ key: 'textTooLong', args: { max: 100 } });
    expect(ruleKeyOf({ message: 'File size exceeds the limit of 10 MB' })).toEqual({ key: 'fileTooLarge', args: { max: 10 } });
    expect(ruleKeyOf({ message: 'Something else entirely' }).key).toBeNull();
  });

  it('checks names, age, email and phone on the form as on the platform', () => {
    const schema = basicInfoSchema(today);
    expect(schema.safeParse(basics).success).toBe(true);
    expect(
      rulesOf(
        schema.safeParse({ ...basics, first_name: 'x'.repeat(51), last_name: 'A+B', email: 'nope', birthdate: '2010-11-02', phone_num: '91712345' }),
      ),
    ).toEqual({ first_name: 'nameTooLong', last_name: 'nameHasPlus', email: 'email', birthdate: 'tooYoung', phone_num: 'phoneLength' });
    expect(rulesOf(schema.safeParse({ ...basics, phone_num: '0917 123 4567 890' }))).toEqual({ phone_num: 'phoneLength' });
    expect(rulesOf(schema.safeParse({ ...basics, phone_num: '0917 123 4567 890 1234 5678 9012 3456' }))).toEqual({ phone_num: 'phoneTooLong' });
    expect(rulesOf(schema.safeParse({ ...basics, location_id: null, user_identity_id: null }))).toEqual({ location_id: 'required', user_identity_id: 'required' });
  });

  it('saves the basic info without a date of birth or a phone, which the spec does not require (issue 36 item 6)', () => {
    const parsed = basicInfoSchema(today).parse({ ...basics, birthdate: '', phone_num: '' });
    expect(parsed).toMatchObject({ birthdate: null, phone_country_code: null, phone_num: null });
    expect(basicInfoSchema(today).parse({ ...basics, birthdate: null, phone_num: null })).toMatchObject({ birthdate: null, phone_num: null });
    // Given, they still obey their rules.
    expect(rulesOf(basicInfoSchema(today).safeParse({ ...basics, birthdate: '2010-11-02' }))).toEqual({ birthdate: 'tooYoung' });
    // A patch that names a prefix alone is still asked for its number.
    expect(rulesOf(basicInfoPatchSchema(today).safeParse({ phone_country_code: '+63' }))).toEqual({ phone_num: 'phoneRequired' });
  });

  it('reads a phone as people type it, and stores it one way (issue 36 item 6)', () => {
    for (const typed of ['+63 917 555 0142', '0917-555-0142', '(0917) 555 0142', '+63 (917) 555-0142', '917.555.0142', '+630917 555 0142']) {
      const parsed = basicInfoSchema(today).safeParse({ ...basics, phone_country_code: '+63', phone_num: typed });
      expect(parsed.success, typed).toBe(true);
      expect(parsed.data).toMatchObject({ phone_country_code: '+63', phone_num: '9175550142' });
    }
    expect(basicInfoPatchSchema(today).parse({ phone_country_code: '+63', phone_num: '+63 917 555 0142' }).phone_num).toBe('9175550142');
    // Another country's code beside +63 is a wrong prefix, not a long number.
    expect(rulesOf(basicInfoSchema(today).safeParse({ ...basics, phone_country_code: '+63', phone_num: '+65 8123 4567' }))).toEqual({ phone_country_code: 'phonePrefix' });
  });

  it('reads the phone as national digits for each country of §9', () => {
    const parsed = basicInfoSchema(today).parse({ ...basics, phone_country_code: '+65', phone_num: '8123 4567' });
    expect(parsed.phone_num).toBe('81234567');
    const short = basicInfoSchema(today).safeParse({ ...basics, phone_country_code: '+62', phone_num: '81234567' });
    expect(short.error?.issues[0]).toMatchObject({ path: ['phone_num'], params: { rule: 'phoneLength', min: 9, max: 11 } });
  });

  it('orders periods: the end not before the start, expiry after issue', () => {
    const work = { company_name: 'Acme', job_title: 'Lead', working_period_from: '2020-05', working_period_to: '2020-04' };
    expect(rulesOf(workExperienceBodySchema.safeParse(work))).toEqual({ working_period_to: 'endBeforeStart' });
    expect(workExperienceBodySchema.safeParse({ ...work, working_period_to: '2020-05' }).success).toBe(true);
    expect(workExperienceBodySchema.parse({ ...work, is_currently_work_here: true }).working_period_to).toBeNull();
    const school = { school: 'UP', degree_id: 5, study_period_from: '2014-06', study_period_to: '2013-01' };
    expect(rulesOf(educationBodySchema.safeParse(school))).toEqual({ study_period_to: 'endBeforeStart' });
    const license = { name: 'CSM', issuing_organisation: 'Scrum', issue_date: '2021-05', expiry_date: '2021-05' };
    expect(rulesOf(licenseBodySchema.safeParse(license))).toEqual({ expiry_date: 'expiryBeforeIssue' });
  });

  it('keeps descriptions to 10–4000 characters, line breaks and all', () => {
    const base = { company_name: 'Acme', job_title: 'Lead', working_period_from: '2020-05', is_currently_work_here: true };
    expect(rulesOf(workExperienceBodySchema.safeParse({ ...base, description: 'too short' }))).toEqual({ description: 'descriptionLength' });
    expect(workExperienceBodySchema.parse({ ...base, description: 'Line one.\nLine two.' }).description).toBe('Line one.\nLine two.');
    expect(workExperienceBodySchema.parse({ ...base, description: '   ' }).description).toBeNull();
  });

  it('limits skills to 10 of at most 50 characters', () => {
    expect(rulesOf(skillsBodySchema.safeParse({ skills: Array.from({ length: 11 }, (_, i) => ({ value: `s${i}` })) }))).toEqual({ skills: 'tooManySkills' });
    expect(rulesOf(skillsBodySchema.safeParse({ skills: [{ value: 'x'.repeat(51) }] }))).toEqual({ 'skills.0.value': 'skillTooLong' });
  });

  it('takes http and https URLs only, and an address typed without its scheme as https (issue 19)', () => {
    expect(linkBodySchema.safeParse({ title: 'Site', url: 'https://example.com/me' }).success).toBe(true);
    expect(linkBodySchema.parse({ title: 'LinkedIn', url: ' linkedin.com/in/ana-reyes ' }).url).toBe('https://linkedin.com/in/ana-reyes');
    expect(linkBodySchema.parse({ title: 'Site', url: 'http://example.com' }).url).toBe('http://example.com');
    for (const bad of ['javascript:alert(1)', 'https://localhost', 'localhost/me', 'ftp://example.com', 'not a site']) {
      expect(rulesOf(linkBodySchema.safeParse({ title: 'Site', url: bad })), bad).toEqual({ url: 'url' });
    }
  });

  it('asks a preference for what its arrangement needs, and from ≤ to', () => {
    const preference = {
      job_title: 'Agent',
      industry_id: 1,
      job_type_id: 1,
      work_arrangement: 'remote',
      currency: 'usd',
      salary_from: 900,
      salary_to: 800,
      work_language_id: 1,
    };
    expect(rulesOf(jobPreferenceBodySchema.safeParse(preference))).toEqual({ work_timezone: 'required', salary_from: 'salaryRange' });
    expect(rulesOf(jobPreferenceBodySchema.safeParse({ ...preference, work_arrangement: 'hybrid', salary_from: 700 }))).toEqual({ location_id: 'required' });
  });

  it('nests step 1 of onboarding: profile and preference errors under their part', () => {
    const result = onboardingStepOneSchema(today).safeParse({ profile: { first_name: '', last_name: 'S' }, preference: {} });
    const fields = Object.keys(rulesOf(result));
    expect(fields).toContain('profile.first_name');
    expect(fields).toContain('profile.user_identity_id');
    expect(fields).toContain('preference.job_title');
  });
});

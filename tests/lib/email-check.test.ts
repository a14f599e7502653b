import { describe, expect, it } from 'vitest';
import { normalizedEmail } from '@/lib/email-check';
import { emailSchema } from '@/lib/schemas/auth';

const samples = [
  'ana@example.com',
  '  Ana.Cruz@Example.COM ',
  'ana+jobs@example.com.ph',
  "o'brien@example.ie",
  'first.last@sub.example.co.jp',
  'a_b-c@ex-ample.org',
  'ana@example',
  'ana@example.c',
  '.ana@example.com',
  'ana.@example.com',
  'ana..cruz@example.com',
  'ana@-example.com',
  'ana@example..com',
  'ana@@example.com',
  'ana example@example.com',
  '@example.com',
  'ana@',
  '',
  '   ',
  'ánа@example.com',
  'ana@exämple.com',
  'ana@example.com.',
  'ana@123.com',
  'ana@example.123',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
  `  ${'a'.repeat(240)}@example.com  `,
];

describe('normalizedEmail', () => {
  it.each(samples)('answers %j as the contract schema does', (value) => {
    const parsed = emailSchema.safeParse(value);
    expect(normalizedEmail(value)).toBe(parsed.success ? parsed.data : null);
  });

  it('trims and lower-cases an address it accepts', () => {
    expect(normalizedEmail('  Ana.Cruz@Example.COM ')).toBe('ana.cruz@example.com');
  });

  it('refuses an address past 254 characters that matches the pattern', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(normalizedEmail(long)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { countries } from '@/lib/countries';
import { checkContactPhone, checkPhone, siteDialCodes, splitInternational } from '@/lib/phone';

describe('checkPhone (platform spec §9)', () => {
  it.each([
    ['+65', '81234567', '81234567'],
    ['+63', '9171234567', '9171234567'],
    ['+63', '0917 123 4567', '9171234567'],
    ['+62', '812345678', '812345678'],
    ['+62', '81234567890', '81234567890'],
    ['+60', '123456789', '123456789'],
    ['+81', '9012345678', '9012345678'],
    ['+1', '415-555-0100', '4155550100'],
    ['+44', '7911123456', '7911123456'],
    ['+86', '13812345678', '13812345678'],
    ['+91', '9876543210', '9876543210'],
    ['+852', '91234567', '91234567'],
    ['+234', '8031234567', '8031234567'],
  ])('accepts %s %s', (prefix, input, national) => {
    expect(checkPhone(prefix, input)).toMatchObject({ national, problem: null });
  });

  it.each([
    ['+65', '', 'required'],
    ['+65', '8123456', 'tooShort'],
    ['+65', '812345678', 'tooLong'],
    ['+63', '917123456', 'tooShort'],
    ['+62', '81234567', 'tooShort'],
    ['+62', '812345678901', 'tooLong'],
    ['+86', '1381234567', 'tooShort'],
    ['+852', '9123456', 'tooShort'],
    ['+63', '917abc4567', 'digits'],
    ['+63', '+63 917 123 4567 89', 'tooLong'],
    ['+63', '+65 8123 4567', 'prefix'],
    ['+63', '+63 917 123 4567 890 1234 5678 9012', 'tooLong'],
    ['63', '9171234567', 'prefix'],
    ['+234', '123', 'tooShort'],
  ])('rejects %s %j as %s', (prefix, input, problem) => {
    expect(checkPhone(prefix, input).problem).toBe(problem);
  });
});

describe('a number as people type it (issue 36 item 6)', () => {
  it.each([
    ['+63', '+63 917 555 0142'],
    ['+63', '+63 917-555-0142'],
    ['+63', '+63 (917) 555 0142'],
    ['+63', '0917 555 0142'],
    ['+63', '(0917) 555-0142'],
    ['+63', '917.555.0142'],
    ['+63', '+63 0917 555 0142'],
    ['+63', '9175550142'],
  ])('%s %j is stored as 9175550142', (prefix, typed) => {
    expect(checkPhone(prefix, typed)).toMatchObject({ national: '9175550142', problem: null });
  });

  it('splits an international number at its country code, parentheses and all', () => {
    expect(splitInternational('+63 (917) 555-0142')).toEqual({ prefix: '+63', rest: '9175550142' });
    expect(splitInternational('+852 9123 4567')).toEqual({ prefix: '+852', rest: '91234567' });
  });

  it('reads a one-field contact number with its own code, or the site country’s', () => {
    expect(checkContactPhone('+63 917 555 0142', '+65')).toMatchObject({ prefix: '+63', national: '9175550142', problem: null });
    expect(checkContactPhone('0917 555 0142', '+63')).toMatchObject({ prefix: '+63', national: '9175550142', problem: null });
    expect(checkContactPhone('8123 4567', '+65')).toMatchObject({ prefix: '+65', national: '81234567', problem: null });
    expect(checkContactPhone('917 555 0142', null).problem).toBe('prefix');
    expect(checkContactPhone('+63 917 abc', '+63').problem).toBe('digits');
  });
});

describe('the phone schema every phone form and route shares (issue 36 item 6)', () => {
  it('takes the number as typed; the routes store it as national digits', async () => {
    const { phoneChangeCodeBodySchema } = await import('@/lib/schemas/account-settings');
    const { phoneLoginCodeBodySchema } = await import('@/lib/schemas/auth');
    for (const typed of ['+63 917 555 0142', '(0917) 555-0142', '917 555 0142']) {
      expect(phoneLoginCodeBodySchema.safeParse({ phone_country_code: '+63', phone_num: typed, language_code: 'en' }).success, typed).toBe(true);
      const change = phoneChangeCodeBodySchema.safeParse({ phone_country_code: '+63', phone_num: typed, password: 'secret-pass1', language_code: 'en' });
      expect(change.success, `${typed}: ${JSON.stringify(change.error?.issues)}`).toBe(true);
    }
    expect(phoneLoginCodeBodySchema.safeParse({ phone_country_code: '+63', phone_num: '917 abc', language_code: 'en' }).success).toBe(false);
  });
});

describe('the dial codes written out in lib/phone.ts (docs/decisions/0079)', () => {
  it('are exactly the dial codes of the country table', () => {
    const table = [...new Set(countries.flatMap((country) => (country.dialCode ? [country.dialCode] : [])))];
    expect([...siteDialCodes].sort()).toEqual(table.sort());
  });

  it('split a number typed with any site\'s code at that code', () => {
    for (const code of siteDialCodes) expect(splitInternational(`${code} 555 0142`)?.prefix).toBe(code);
  });
});

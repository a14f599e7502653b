import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneCountriesFor } from '@/components/auth/phone-countries';
import { countryByKey } from '@/lib/countries';
import { formatMessage } from '@/lib/format-message';
import { languageBySlug, languageSlugs } from '@/lib/languages';

function accountText(slug: string): Record<string, string> {
  const file = JSON.parse(readFileSync(resolve(__dirname, `../../../i18n/messages/account/${slug}.json`), 'utf8'));
  return file.GetStarted;
}

/** The phone step's digit rule in each language, with the country named as running text needs it. */
function digitRule(slug: (typeof languageSlugs)[number], key: 'ph' | 'gb' | 'jp', digits = 10) {
  const language = languageBySlug(slug);
  const country = phoneCountriesFor(countryByKey('ph'), language.code, 'International')?.find((c) => c.key === key);
  if (!country) throw new Error(`no ${key}`);
  return formatMessage(accountText(slug).phoneLength as string, slug, { country: country.inText ?? country.name, digits });
}

/** Issue 33: "A number in Philippines has 10 digits" named the country as no reader writes it. */
describe('the phone step names the country as running text needs it', () => {
  it.each([
    ['en-us', 'ph', 'A number in the Philippines has 10 digits.'],
    ['en-us', 'gb', 'A number in the United Kingdom has 10 digits.'],
    ['en-us', 'jp', 'A number in Japan has 10 digits.'],
    ['es-es', 'ph', 'Filipinas: los números tienen 10 dígitos.'],
    ['es-es', 'gb', 'Reino Unido: los números tienen 10 dígitos.'],
    ['pt-br', 'ph', 'Filipinas: os números têm 10 dígitos.'],
    ['ja-jp', 'ph', 'フィリピンの番号は 10 桁です。'],
    ['zh-cn', 'ph', '菲律宾的号码为 10 位数字。'],
    ['zh-tw', 'ph', '菲律賓的號碼為 10 位數字。'],
    ['ar-ae', 'ph', 'يتكوّن الرقم في الفلبين من 10 أرقام.'],
    ['id-id', 'ph', 'Nomor di Filipina terdiri dari 10 digit.'],
    ['ms-my', 'ph', 'Nombor di Filipina mempunyai 10 digit.'],
    ['tr-tr', 'ph', 'Filipinler numaraları 10 hanelidir.'],
  ] as const)('%s, %s: %s', (slug, key, text) => {
    expect(digitRule(slug, key)).toBe(text);
  });

  it('covers every language', () => {
    for (const slug of languageSlugs) expect(digitRule(slug, 'ph')).toMatch(/10/);
  });
});

/** A range in Arabic names no counted noun after its numbers ("من 9 إلى 11 أرقام" is wrong for 11). */
describe('the phone step’s digit range in Arabic', () => {
  it.each([
    [9, 11, 'يتراوح عدد أرقام الرقم في الفلبين بين 9 و11.'],
    [7, 10, 'يتراوح عدد أرقام الرقم في الفلبين بين 7 و10.'],
  ])('%i to %i', (min, max, text) => {
    const country = phoneCountriesFor(countryByKey('ph'), languageBySlug('ar-ae').code, 'International')?.find((c) => c.key === 'ph');
    expect(formatMessage(accountText('ar-ae').phoneLengthRange as string, 'ar-ae', { country: country?.inText ?? country?.name ?? '', min, max })).toBe(text);
  });
});

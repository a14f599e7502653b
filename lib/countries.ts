import { type CountryKey, countryKeys as keys, internationalCountryKey, isCountryKey } from './country-keys';
import type { LanguageSlug } from './languages';

export { type CountryKey, internationalCountryKey, isCountryKey };

/**
 * The 18 country sites. `key` is what the host starts with (`ph.localhost`) and what the
 * platform stores; `id` goes in the Country-Id header; `region` builds hreflang values.
 */
export const countries = [
  { id: 167, key: 'ph', name: 'Philippines', region: 'PH', currency: 'PHP', seoLanguage: 'en-us', defaultLocation: 'manila', timeZone: 'Asia/Manila', dialCode: '+63', smsAllowed: true },
  { id: 193, key: 'sg', name: 'Singapore', region: 'SG', currency: 'SGD', seoLanguage: 'en-us', defaultLocation: 'singapore', timeZone: 'Asia/Singapore', dialCode: '+65', smsAllowed: true },
  { id: 96, key: 'id', name: 'Indonesia', region: 'ID', currency: 'IDR', seoLanguage: 'id-id', defaultLocation: 'jakarta', timeZone: 'Asia/Jakarta', dialCode: '+62', smsAllowed: true },
  { id: 105, key: 'jp', name: 'Japan', region: 'JP', currency: 'JPY', seoLanguage: 'ja-jp', defaultLocation: 'tokyo', timeZone: 'Asia/Tokyo', dialCode: '+81', smsAllowed: true },
  { id: 127, key: 'my', name: 'Malaysia', region: 'MY', currency: 'MYR', seoLanguage: 'en-us', defaultLocation: 'kuala-lumpur', timeZone: 'Asia/Kuala_Lumpur', dialCode: '+60', smsAllowed: true },
  { id: 92, key: 'hk', name: 'Hong Kong', region: 'HK', currency: 'HKD', seoLanguage: 'zh-tw', defaultLocation: 'hong-kong-island', timeZone: 'Asia/Hong_Kong', dialCode: '+852', smsAllowed: true },
  { id: 211, key: 'tw', name: 'Taiwan', region: 'TW', currency: 'TWD', seoLanguage: 'zh-tw', defaultLocation: 'taipei', timeZone: 'Asia/Taipei', dialCode: '+886', smsAllowed: false },
  { id: 121, key: 'mo', name: 'Macau', region: 'MO', currency: 'MOP', seoLanguage: 'zh-tw', defaultLocation: 'macau-peninsula', timeZone: 'Asia/Macau', dialCode: '+853', smsAllowed: false },
  { id: 202, key: 'lk', name: 'Sri Lanka', region: 'LK', currency: 'LKR', seoLanguage: 'en-us', defaultLocation: 'colombo', timeZone: 'Asia/Colombo', dialCode: '+94', smsAllowed: false },
  { id: 156, key: 'ng', name: 'Nigeria', region: 'NG', currency: 'NGN', seoLanguage: 'en-us', defaultLocation: 'lagos', timeZone: 'Africa/Lagos', dialCode: '+234', smsAllowed: false },
  { id: 219, key: 'tr', name: 'Türkiye', region: 'TR', currency: 'TRY', seoLanguage: 'tr-tr', defaultLocation: 'istanbul', timeZone: 'Europe/Istanbul', dialCode: '+90', smsAllowed: false },
  { id: 229, key: 'gb', name: 'United Kingdom', region: 'GB', currency: 'GBP', seoLanguage: 'en-us', defaultLocation: 'london', timeZone: 'Europe/London', dialCode: '+44', smsAllowed: true },
  { id: 230, key: 'us', name: 'United States', region: 'US', currency: 'USD', seoLanguage: 'en-us', defaultLocation: 'new-york', timeZone: 'America/New_York', dialCode: '+1', smsAllowed: true },
  { id: 31, key: 'br', name: 'Brazil', region: 'BR', currency: 'BRL', seoLanguage: 'pt-br', defaultLocation: 'sao-paulo', timeZone: 'America/Sao_Paulo', dialCode: '+55', smsAllowed: false },
  { id: 228, key: 'ae', name: 'United Arab Emirates', region: 'AE', currency: 'AED', seoLanguage: 'en-us', defaultLocation: 'dubai', timeZone: 'Asia/Dubai', dialCode: '+971', smsAllowed: false },
  { id: 39, key: 'ca', name: 'Canada', region: 'CA', currency: 'CAD', seoLanguage: 'en-us', defaultLocation: 'toronto', timeZone: 'America/Toronto', dialCode: '+1', smsAllowed: true },
  { id: 99, key: 'in', name: 'India', region: 'IN', currency: 'INR', seoLanguage: 'en-us', defaultLocation: 'bengaluru', timeZone: 'Asia/Kolkata', dialCode: '+91', smsAllowed: true },
  { id: 1, key: 'com', name: 'International', region: null, currency: 'USD', seoLanguage: 'en-us', defaultLocation: null, timeZone: 'UTC', dialCode: null, smsAllowed: false },
] as const satisfies readonly {
  id: number;
  key: CountryKey;
  name: string;
  region: string | null;
  currency: string;
  seoLanguage: LanguageSlug;
  defaultLocation: string | null;
  timeZone: string;
  dialCode: string | null;
  smsAllowed: boolean;
}[];

export type Country = (typeof countries)[number];

export const countryKeys = [...keys] as CountryKey[];

const byKey = new Map<string, Country>(countries.map((c) => [c.key, c]));

export function countryByKey(key: CountryKey): Country {
  const country = byKey.get(key);
  if (!country) throw new Error(`Unknown country ${key}`);
  return country;
}

/** Accepts a key ('ph') or a numeric id (167, '167'). */
export function findCountry(value: string | number | undefined | null): Country | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).toLowerCase();
  return countries.find((c) => c.key === text || String(c.id) === text);
}

import type { CountryContext } from './seed-context';
import { companyStems } from './names/company-stems';
import { hubLegalForms, legalForms } from './names/legal-forms';
import { familyNames } from './names/people';
import { sectorWords } from './names/sector-words';
import type { Random } from './random';
import type { TextLanguage } from './reference/labels';
import type { PlacedLocation } from './reference/locations';

export interface CompanyName {
  /** The display name in the company's language. */
  name: string;
  /** A romanised form for the web address and stock ticker. */
  latinName: string;
  legalName: string;
  /** The brand the name was built on, as written and romanised: products carry it. */
  brand: { local: string; latin: string };
}

/** Scripts that write names without spaces between brand and sector word. */
const unspaced: TextLanguage[] = ['ja', 'zh-TW'];
const nonLatin: TextLanguage[] = ['ja', 'zh-TW', 'ar'];

function join(language: TextLanguage, ...parts: string[]): string {
  return parts.join(unspaced.includes(language) ? '' : ' ');
}

/** How groups and subsidiaries extend a name that is already taken. */
const groupSuffixes: Record<TextLanguage, string[]> = {
  en: ['Group', 'Holdings', 'International', 'Partners'],
  ja: ['ホールディングス', 'グループ', 'インターナショナル'],
  'zh-TW': ['集團', '國際', '控股'],
  id: ['Utama', 'Mandiri', 'Group', 'Nusantara'],
  pt: ['Brasil', 'Group', 'Participações'],
  tr: ['Grup', 'Holding', 'Global'],
  ar: ['الدولية', 'المتحدة', 'القابضة'],
};

export function slugify(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function brand(random: Random, context: CountryContext, language: TextLanguage): { local: string; latin: string } {
  const countryKey = context.country.key;
  // Founders' family names are a common naming pattern, except in Chinese- and Arabic-language firms.
  if (!['zh-TW', 'ar'].includes(language) && random.chance(0.18)) {
    const latinFamilies = familyNames(countryKey, 'en');
    const localFamilies = familyNames(countryKey, language);
    const index = random.int(0, Math.min(latinFamilies.length, localFamilies.length) - 1);
    return { local: localFamilies[index] as string, latin: latinFamilies[index] as string };
  }
  const [latin, native] = random.pick(companyStems[countryKey]);
  return { local: native && language !== 'en' ? native : latin, latin };
}

/**
 * A local-sounding name, unique within the country: brand + what the company does, with a city
 * qualifier (as branches and franchises use) once the plain combinations run out.
 */
export function companyName(
  random: Random,
  context: CountryContext,
  company: { language: TextLanguage; industryId: number; sizeId: number; listed: boolean; location: PlacedLocation },
  used: Set<string>,
): CompanyName {
  const { language, industryId, location } = company;
  const localWords = sectorWords[language][industryId] ?? [''];
  const englishWords = sectorWords.en[industryId] ?? [''];
  let name = '';
  let latinName = '';
  let chosen = { local: '', latin: '' };
  for (let attempt = 0; attempt < 8 && (!name || used.has(name)); attempt++) {
    const { local, latin } = brand(random, context, language);
    chosen = { local, latin };
    const word = random.int(0, localWords.length - 1);
    name = join(language, local, localWords[word] as string);
    // Latin-script names are their own romanisation; others borrow the English sector word.
    latinName = nonLatin.includes(language) ? `${latin} ${englishWords[word % englishWords.length]}` : name;
  }
  if (used.has(name)) {
    const city = location.labels[language];
    name = unspaced.includes(language) ? `${city}${name}` : `${name} ${city}`;
    latinName = nonLatin.includes(language) ? `${latinName} ${location.labels.en}` : name;
  }
  const base = name;
  for (const suffix of groupSuffixes[language]) {
    if (!used.has(name)) break;
    name = join(language, base, suffix);
    latinName = nonLatin.includes(language) ? `${latinName} Group` : name;
  }
  // Only reached at benchmark sizes, once every natural variant of a name is taken.
  for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
  used.add(name);

  const forms = legalForms[context.country.key];
  const local = forms.local?.language === language ? forms.local : undefined;
  const candidates = company.listed ? (local?.listed ?? forms.listed) : (local?.private ?? forms.private);
  const hubForm = context.country.key === 'com' && !company.listed ? hubLegalForms[location.seoValue] : undefined;
  const form = hubForm ?? (company.sizeId >= 5 ? candidates[0] : random.pick(candidates)) ?? ((n: string) => n);
  return { name, latinName, legalName: form(name), brand: chosen };
}

/** A unique `.example` address derived from the romanised name. */
export function companyWebsite(latinName: string, countryKey: string, used: Set<string>): string {
  const base = slugify(latinName) || 'company';
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${countryKey}${n > 2 ? n - 1 : ''}`;
  used.add(slug);
  return `https://www.${slug}.example`;
}

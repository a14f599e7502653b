import type { CountryKey } from '../../lib/countries';
import type { Random } from './random';

export interface RegistrationIds {
  unifiedSocialCreditCode: string | null;
  taxId: string | null;
  organizationCode: string | null;
  businessRegistrationNumber: string | null;
}

function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(random.int(0, 9));
  return out;
}

/** Japan's 13-digit corporate number: a mod-9 check digit in front of 12 digits. */
function japanCorporateNumber(random: Random): string {
  const base = digits(random, 12);
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return `${9 - (sum % 9)}${base}`;
}

/** Taiwan's 8-digit Unified Business Number, valid under the checksum the tax office uses. */
function taiwanBusinessNumber(random: Random): string {
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  for (;;) {
    const candidate = digits(random, 8);
    const sum = [...candidate].reduce((total, d, i) => {
      const product = Number(d) * (weights[i] as number);
      return total + Math.floor(product / 10) + (product % 10);
    }, 0);
    if (sum % 10 === 0) return candidate;
  }
}

/** Brazil's CNPJ for a head office (branch 0001), with both mod-11 check digits. */
function brazilCnpj(random: Random): string {
  const base = [...`${digits(random, 8)}0001`].map(Number);
  const check = (values: number[]) => {
    const weights = values.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = values.reduce((sum, v, i) => sum + v * (weights[i] as number), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = check(base);
  const second = check([...base, first]);
  const s = [...base, first, second].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

/** Türkiye's 10-digit tax number (VKN) with its check digit. */
function turkishTaxNumber(random: Random): string {
  const base = [random.int(1, 9), ...[...digits(random, 8)].map(Number)];
  let sum = 0;
  base.forEach((d, i) => {
    const t = (d + 9 - i) % 10;
    let p = (t * 2 ** (9 - i)) % 9;
    if (t !== 0 && p === 0) p = 9;
    sum += p;
  });
  return `${base.join('')}${(10 - (sum % 10)) % 10}`;
}

const gstinStates: Record<string, [string, string]> = {
  karnataka: ['29', 'KA'],
  maharashtra: ['27', 'MH'],
  'delhi-ncr': ['07', 'DL'],
  telangana: ['36', 'TG'],
  'tamil-nadu': ['33', 'TN'],
};
const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** India's GSTIN: state code + PAN + entity + 'Z' + a base-36 check character. */
function indiaGstin(random: Random, stateCode: string): string {
  const letters = () => base36[random.int(10, 35)] as string;
  const pan = `${letters()}${letters()}${letters()}C${letters()}${digits(random, 4)}${letters()}`;
  const body = `${stateCode}${pan}1Z`;
  let sum = 0;
  [...body].forEach((ch, i) => {
    const product = base36.indexOf(ch) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return `${body}${base36[(36 - (sum % 36)) % 36]}`;
}

const usccChars = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/**
 * A mainland Chinese Unified Social Credit Code (GB 32100-2015), for Hong Kong and Macau firms
 * owned by a mainland parent; the embedded organisation code carries its own GB 11714 check.
 */
function unifiedSocialCreditCode(random: Random): string {
  const division = random.pick(['110000', '310000', '440300', '440100', '330100', '320500']);
  const org = [...digits(random, 8)].map(Number);
  const orgWeights = [3, 7, 9, 10, 5, 8, 4, 2];
  const orgRest = 11 - (org.reduce((s, v, i) => s + v * (orgWeights[i] as number), 0) % 11);
  const orgCheck = orgRest === 10 ? 'X' : orgRest === 11 ? '0' : String(orgRest);
  const body = `91${division}${org.join('')}${orgCheck}`;
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...body].reduce((s, ch, i) => s + usccChars.indexOf(ch) * (weights[i] as number), 0);
  return `${body}${usccChars[(31 - (sum % 31)) % 31]}`;
}

/** The identifiers a company registered in the country actually has (platform spec §3). */
export function registrationIds(
  random: Random,
  countryKey: CountryKey,
  context: { foundedYear: number; listed: boolean; regionSeo: string },
): RegistrationIds {
  const none: RegistrationIds = { unifiedSocialCreditCode: null, taxId: null, organizationCode: null, businessRegistrationNumber: null };
  const year = Math.max(context.foundedYear, 1980);
  switch (countryKey) {
    case 'ph':
      return { ...none, businessRegistrationNumber: `CS${year}${digits(random, 5)}`, taxId: `${digits(random, 3)}-${digits(random, 3)}-${digits(random, 3)}-000` };
    case 'sg': {
      const uen = `${year}${digits(random, 5)}${'ABCDEGHKMNRWZ'[random.int(0, 12)]}`;
      return { ...none, businessRegistrationNumber: uen, taxId: uen };
    }
    case 'id': {
      const n = digits(random, 12);
      return { ...none, businessRegistrationNumber: digits(random, 13), taxId: `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}.${n[8]}-${n.slice(9, 12)}.000` };
    }
    case 'jp': {
      const corporate = japanCorporateNumber(random);
      return { ...none, businessRegistrationNumber: corporate, taxId: `T${corporate}` };
    }
    case 'my':
      return { ...none, businessRegistrationNumber: `${year}01${digits(random, 6)} (${digits(random, 7)}-${'ADHKMPTUVWX'[random.int(0, 10)]})`, taxId: `C ${digits(random, 10)}` };
    case 'hk':
      return { ...none, businessRegistrationNumber: digits(random, 8), organizationCode: digits(random, 7), unifiedSocialCreditCode: random.chance(0.2) ? unifiedSocialCreditCode(random) : null };
    case 'tw': {
      const ubn = taiwanBusinessNumber(random);
      return { ...none, businessRegistrationNumber: ubn, taxId: ubn };
    }
    case 'mo':
      return { ...none, businessRegistrationNumber: `SO ${random.int(10_000, 89_999)}`, taxId: digits(random, 8), unifiedSocialCreditCode: random.chance(0.2) ? unifiedSocialCreditCode(random) : null };
    case 'lk':
      return { ...none, businessRegistrationNumber: context.listed ? `PQ ${random.int(1, 299)}` : `PV ${random.int(1_000, 250_000)}`, taxId: digits(random, 9) };
    case 'ng':
      return { ...none, businessRegistrationNumber: `RC ${random.int(100_000, 1_999_999)}`, taxId: `${digits(random, 8)}-0001` };
    case 'tr': {
      const vkn = turkishTaxNumber(random);
      return { ...none, businessRegistrationNumber: `${random.int(100_000, 999_999)}-${random.int(1, 9)}`, taxId: vkn, organizationCode: `0${vkn}000${random.int(10, 19)}` };
    }
    case 'gb': {
      const number = context.regionSeo === 'scotland' ? `SC${digits(random, 6)}` : `${random.int(1, 15)}`.padStart(2, '0') + digits(random, 6);
      return { ...none, businessRegistrationNumber: number, taxId: `GB${digits(random, 9)}` };
    }
    case 'us':
    case 'com':
      return { ...none, businessRegistrationNumber: String(random.int(2_000_000, 7_999_999)), taxId: `${random.int(10, 99)}-${digits(random, 7)}` };
    case 'br':
      return { ...none, businessRegistrationNumber: `35${digits(random, 9)}`, taxId: brazilCnpj(random) };
    case 'ae':
      return { ...none, businessRegistrationNumber: `CN-${random.int(1_000_000, 4_999_999)}`, taxId: `100${digits(random, 12)}` };
    case 'ca': {
      const bn = digits(random, 9);
      return { ...none, businessRegistrationNumber: `${digits(random, 7)}-${random.int(0, 9)}`, taxId: `${bn}RC0001` };
    }
    case 'in': {
      const [stateCode, stateLetters] = gstinStates[context.regionSeo] ?? ['29', 'KA'];
      const kind = context.listed ? 'PLC' : 'PTC';
      return { ...none, businessRegistrationNumber: `${context.listed ? 'L' : 'U'}${digits(random, 5)}${stateLetters}${year}${kind}${digits(random, 6)}`, taxId: indiaGstin(random, stateCode) };
    }
  }
}

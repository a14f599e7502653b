import type { CountryKey } from './countries';

/**
 * Each country site's office and employer helpline, shown in the footer (platform spec §2:
 * "office hours and addresses per country, employer helplines"). Office hours default to Monday
 * to Saturday, 9am to 6pm in the site's time zone, with variants per country (spec §6).
 *
 * Hireloop is a fictional company: these are realistic-looking demo offices. Phone numbers use
 * the ranges set aside for fiction where a country has one (UK 020 7946 0xxx, North America
 * 555-01xx); the e-mail domain is the reserved `.example`. Replace with real data before launch
 * (docs/decisions/0040).
 */
export type OfficeDays = 'monFri' | 'monSat' | 'sunThu';

export interface Office {
  /** Address lines as the post writes them in that country (local script where it has one). */
  address: readonly string[];
  days: OfficeDays;
  /** Opening and closing times, 24-hour `HH:MM`, in the office's time zone. */
  opens: string;
  closes: string;
  /** Where the office is, when that is not the site's own time zone (the International site). */
  timeZone?: string;
  /** The employer helpline: international format, as dialled from abroad. */
  helpline: string;
  helplineEmail: string;
  /** The jobseeker support address. */
  supportEmail: string;
}

const mail = (box: string, key: string) => `${box}.${key}@hireloop.example`;

const office = (key: CountryKey, rest: Omit<Office, 'helplineEmail' | 'supportEmail'>): Office => ({
  ...rest,
  helplineEmail: mail('employers', key),
  supportEmail: mail('support', key),
});

export const offices: Record<CountryKey, Office> = {
  ph: office('ph', {
    address: ['Unit 1803, 18th Floor, Zuellig Building', 'Makati Avenue corner Paseo de Roxas', 'Makati City, Metro Manila 1225'],
    days: 'monSat', opens: '09:00', closes: '18:00', helpline: '+63 2 8876 4120',
  }),
  sg: office('sg', {
    address: ['#21-04 Guoco Tower', '1 Wallich Street', 'Singapore 078881'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+65 6812 4470',
  }),
  id: office('id', {
    address: ['Menara Astra Lt. 27', 'Jl. Jend. Sudirman Kav. 5-6', 'Jakarta Pusat 10220'],
    days: 'monFri', opens: '08:30', closes: '17:30', helpline: '+62 21 5082 7314',
  }),
  jp: office('jp', {
    address: ['〒100-0005', '東京都千代田区丸の内2-4-1', '丸の内ビルディング 18階'],
    days: 'monFri', opens: '09:30', closes: '18:30', helpline: '+81 3 4578 2061',
  }),
  my: office('my', {
    address: ['Level 19, Menara IQ, Lingkaran TRX', 'Tun Razak Exchange', '55188 Kuala Lumpur'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+60 3 2714 8803',
  }),
  hk: office('hk', {
    address: ['香港中環皇后大道中99號', '中環中心 28樓 2806室'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+852 3018 6624',
  }),
  tw: office('tw', {
    address: ['110 臺北市信義區', '松仁路100號 21樓'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+886 2 2725 8176',
  }),
  mo: office('mo', {
    address: ['澳門殷皇子大馬路43-53A號', '澳門廣場 15樓 F座'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+853 2872 6180',
  }),
  lk: office('lk', {
    address: ['Level 12, One Galle Face Tower', '1A Centre Road, Galle Face', 'Colombo 00200'],
    days: 'monFri', opens: '08:30', closes: '17:30', helpline: '+94 11 245 7730',
  }),
  ng: office('ng', {
    address: ['8th Floor, Civic Towers', 'Ozumba Mbadiwe Avenue, Victoria Island', 'Lagos 106104'],
    days: 'monFri', opens: '08:00', closes: '17:00', helpline: '+234 1 631 4408',
  }),
  tr: office('tr', {
    address: ['Levent Mah. Büyükdere Cad. No: 201', 'Kat: 14', '34394 Şişli/İstanbul'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+90 212 386 4417',
  }),
  gb: office('gb', {
    address: ['4th Floor, 20 Farringdon Street', 'London EC4A 4AB'],
    days: 'monFri', opens: '09:00', closes: '17:30', helpline: '+44 20 7946 0318',
  }),
  us: office('us', {
    address: ['350 Fifth Avenue, Suite 4120', 'New York, NY 10118'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+1 212 555 0143',
  }),
  br: office('br', {
    address: ['Av. Brigadeiro Faria Lima, 3477 – 14º andar', 'Itaim Bibi, São Paulo – SP', '04538-133'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+55 11 3254 7106',
  }),
  ae: office('ae', {
    address: ['Office 1502, Level 15, Boulevard Plaza Tower 1', 'Sheikh Mohammed bin Rashid Boulevard', 'Downtown Dubai, Dubai'],
    days: 'monFri', opens: '09:00', closes: '18:00', helpline: '+971 4 572 6184',
  }),
  ca: office('ca', {
    address: ['100 King Street West, Suite 5700', 'Toronto, ON M5X 1C7'],
    days: 'monFri', opens: '09:00', closes: '17:00', helpline: '+1 416 555 0172',
  }),
  in: office('in', {
    address: ['7th Floor, Prestige Trade Tower', '46 Palace Road, High Grounds', 'Bengaluru, Karnataka 560001'],
    days: 'monSat', opens: '09:30', closes: '18:30', helpline: '+91 80 4718 2265',
  }),
  com: office('com', {
    address: ['#21-04 Guoco Tower', '1 Wallich Street', 'Singapore 078881'],
    days: 'monFri', opens: '09:00', closes: '18:00', timeZone: 'Asia/Singapore', helpline: '+65 6812 4470',
  }),
};

/** `tel:` form of a helpline: digits and the leading plus only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

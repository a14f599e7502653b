import type { Random } from '../random';

type Written = { ja: string; en: string };

/** Contract period follows the employment type, as Japanese postings are required to state. */
const contractPeriods: Record<string, Written> = {
  'full-time': { ja: '期間の定めなし', en: 'Permanent (no fixed term)' },
  'part-time': { ja: '6か月ごとの契約更新', en: 'Renewed every 6 months' },
  contract: { ja: '1年（更新の可能性あり）', en: '1 year, renewable' },
  temporary: { ja: '3か月（更新の可能性あり）', en: '3 months, renewable' },
  internship: { ja: '3か月', en: '3 months' },
  freelance: { ja: '案件ごとの業務委託契約', en: 'Per-project service contract' },
};

const officeHours: Written[] = [
  { ja: '9:00〜18:00（休憩60分）', en: '9:00–18:00 (60-minute break)' },
  { ja: '10:00〜19:00（休憩60分）', en: '10:00–19:00 (60-minute break)' },
  { ja: '8:30〜17:30（休憩60分）', en: '8:30–17:30 (60-minute break)' },
  { ja: 'フレックスタイム制（コアタイム11:00〜15:00）', en: 'Flextime (core hours 11:00–15:00)' },
];
const shiftHours: Written[] = [
  { ja: 'シフト制（実働8時間、休憩60分）', en: 'Shift work (8 hours a day, 60-minute break)' },
  { ja: 'シフト制（7:00〜16:00／13:00〜22:00）', en: 'Shifts (7:00–16:00 or 13:00–22:00)' },
];
const partTimeHours: Written = { ja: '週3日〜、1日4時間〜（シフト制）', en: 'From 3 days a week and 4 hours a day (shifts)' };

const insurance: Written = {
  ja: '健康保険・厚生年金・雇用保険・労災保険',
  en: "Health insurance, employees' pension, employment insurance and workers' accident insurance",
};
const noInsurance: Written = { ja: 'なし（業務委託契約のため）', en: 'Not applicable (service contract)' };

const officeHolidays: Written[] = [
  { ja: '完全週休2日制（土日祝）、年間休日125日', en: 'Saturdays, Sundays and public holidays off; 125 days off a year' },
  { ja: '土日祝休み、夏季・年末年始休暇あり（年間休日120日以上）', en: 'Weekends and public holidays off, plus summer and New Year holidays (120+ days a year)' },
];
const shiftHolidays: Written[] = [
  { ja: '週休2日制（シフト制）、年間休日110日', en: 'Two days off a week on a rota; 110 days off a year' },
  { ja: '月8〜9日休み（シフト制）、年末年始休暇あり', en: '8–9 days off a month on a rota, plus New Year holidays' },
];

const smoking: Written[] = [
  { ja: '屋内原則禁煙（喫煙専用室あり）', en: 'No smoking indoors (designated smoking room available)' },
  { ja: '敷地内全面禁煙', en: 'No smoking anywhere on the premises' },
  { ja: '屋内全面禁煙', en: 'No smoking indoors' },
];

/** The Japan-only job fields (platform spec §3), written in the job's language (ja or en). */
export function japanDetails(
  random: Random,
  language: 'ja' | 'en',
  jobTypeKey: string,
  shiftBased: boolean,
): Record<string, string> {
  const hours = jobTypeKey === 'part-time' ? partTimeHours : random.pick(shiftBased ? shiftHours : officeHours);
  const holidays = random.pick(shiftBased ? shiftHolidays : officeHolidays);
  const period = contractPeriods[jobTypeKey] ?? (contractPeriods['full-time'] as Written);
  return {
    contractPeriod: period[language],
    workingHours: hours[language],
    socialInsurance: (jobTypeKey === 'freelance' ? noInsurance : insurance)[language],
    holidays: holidays[language],
    passiveSmokingMeasures: random.pick(smoking)[language],
  };
}

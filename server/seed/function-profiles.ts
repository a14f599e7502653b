/**
 * How each main job function (taxonomy level 1) behaves in the generated market: pay relative
 * to the country's median, usual education, whether the work can be done remotely, and so on.
 */
export interface FunctionProfile {
  /** How common the function is across all employers. */
  weight: number;
  payFactor: number;
  /** Degree id → weight (1 not required … 7 doctorate). */
  degrees: [number, number][];
  /** 0 = never remote or hybrid (care, kitchens, warehouses), 1 = the market's usual share. */
  remoteFactor: number;
  /** Titles get Junior/Senior marks; not done for hands-on service roles. */
  seniorityMarks: boolean;
  /** "Lead …" is a real title here (engineering and creative teams). */
  leadTitles: boolean;
  /** Works in shifts rather than office hours (Japan's working-hours field). */
  shifts: boolean;
}

const office: [number, number][] = [[1, 8], [4, 17], [5, 60], [6, 13], [2, 2]];
const frontline: [number, number][] = [[1, 30], [2, 38], [3, 17], [4, 10], [5, 5]];

export const functionProfiles: Record<number, FunctionProfile> = {
  100: { weight: 14, payFactor: 1.0, degrees: [[1, 15], [2, 20], [4, 20], [5, 45]], remoteFactor: 0.6, seniorityMarks: true, leadTitles: false, shifts: false },
  200: { weight: 13, payFactor: 1.4, degrees: [[1, 8], [4, 12], [5, 65], [6, 15]], remoteFactor: 2.2, seniorityMarks: true, leadTitles: true, shifts: false },
  300: { weight: 12, payFactor: 0.78, degrees: [[1, 12], [2, 40], [4, 20], [5, 28]], remoteFactor: 1.2, seniorityMarks: true, leadTitles: false, shifts: true },
  400: { weight: 9, payFactor: 1.12, degrees: office, remoteFactor: 0.8, seniorityMarks: true, leadTitles: false, shifts: false },
  500: { weight: 8, payFactor: 1.1, degrees: [[3, 10], [4, 30], [5, 50], [7, 10]], remoteFactor: 0, seniorityMarks: true, leadTitles: false, shifts: true },
  600: { weight: 8, payFactor: 1.15, degrees: [[3, 15], [4, 20], [5, 58], [6, 7]], remoteFactor: 0.1, seniorityMarks: true, leadTitles: true, shifts: false },
  700: { weight: 8, payFactor: 1.02, degrees: office, remoteFactor: 1.5, seniorityMarks: true, leadTitles: true, shifts: false },
  800: { weight: 8, payFactor: 0.95, degrees: office, remoteFactor: 0.7, seniorityMarks: true, leadTitles: false, shifts: false },
  900: { weight: 6, payFactor: 0.85, degrees: [[4, 10], [5, 65], [6, 20], [7, 5]], remoteFactor: 0.6, seniorityMarks: true, leadTitles: false, shifts: false },
  1000: { weight: 8, payFactor: 0.7, degrees: frontline, remoteFactor: 0, seniorityMarks: false, leadTitles: false, shifts: true },
  1100: { weight: 8, payFactor: 0.75, degrees: frontline, remoteFactor: 0.1, seniorityMarks: false, leadTitles: false, shifts: true },
};

/**
 * Functions every kind of employer hires for. A hotel needs accountants, but a solar company does
 * not hire doctors: outside its core functions an employer only posts these.
 */
export const universalFunctions = [100, 200, 300, 400, 700, 800];

/**
 * Parts of the universal functions that only some industries hire for: shop-floor retail,
 * bank and insurance counters, medical reps and property agents (function id → industry ids).
 */
const industrySpecific: Record<number, number[]> = {
  120: [6, 8, 12, 16, 17],
  440: [2, 3],
  144: [11, 12],
  145: [9, 10],
};

export function hiresFor(functionId: number, industryId: number): boolean {
  return industrySpecific[functionId]?.includes(industryId) ?? true;
}

/** Main functions an employer in each industry mostly hires for (industry id → main ids). */
export const coreFunctions: Record<number, number[]> = {
  1: [200, 200, 100, 700],
  2: [400, 100, 200, 300],
  3: [400, 100, 300],
  4: [300, 300, 800, 200],
  5: [700, 1100, 200, 300],
  6: [100, 100, 1100, 700],
  7: [600, 600, 1100, 400],
  8: [600, 100, 1100],
  9: [600, 600, 800],
  10: [100, 100, 700, 400],
  11: [500, 500, 800, 300],
  12: [500, 100, 600],
  13: [900, 900, 800, 700],
  14: [1100, 1100, 300, 400],
  15: [1000, 1000, 300, 100],
  16: [1000, 1000, 1100, 100],
  17: [200, 300, 100, 600],
  18: [700, 700, 200],
  19: [600, 600, 400],
  20: [400, 800, 200, 100],
};

/** Entry-level and frontline titles: paid below the function's median at any experience level. */
const frontlineTitles =
  /assistant|sales-associate|warehouse-associate|cashier|merchandiser|rider|driver|attendant|operator|agent|representative|receptionist|waiter|barista|caregiver|teller|data-entry|transcriptionist|moderator|bookkeeper|tutor|guide|cabin-crew|technician|inspector|front-desk/;

/** Title-level pay relative to the function, matched on the English SEO value. */
export function titlePayFactor(seoValue: string): number {
  if (/general-practitioner|dentist/.test(seoValue)) return 2.2;
  if (/pharmacist|legal-counsel|machine-learning|data-scientist/.test(seoValue)) return 1.35;
  if (/manager|head|director|lecturer|architect/.test(seoValue)) return 1.3;
  if (frontlineTitles.test(seoValue)) return 0.72;
  if (/coordinator|specialist|officer/.test(seoValue)) return 0.9;
  return 1;
}

/** Experience raises frontline pay far less than professional pay. */
export function experienceCeiling(seoValue: string): number {
  return frontlineTitles.test(seoValue) ? 1.15 : Number.POSITIVE_INFINITY;
}

/** Titles that already name a rank; they never get an extra Junior/Senior mark. */
export function isRankedTitle(seoValue: string): boolean {
  return /manager|head|director|lead|supervisor|coordinator|officer|intern|chef|secretary/.test(seoValue);
}

/** Senior posts and licensed professions are not offered as internships or part-time work. */
export function isSeniorPost(seoValue: string): boolean {
  return /manager|head|director|counsel|general-practitioner|dentist|lecturer|team-leader|supervisor/.test(seoValue);
}

/** Sub-functions and titles whose work happens at a counter, a site, a ward or a shop floor. */
const onsiteSubFunctions = new Set([120, 140, 510, 520, 610, 620, 630, 910, 1010, 1020, 1030, 1110, 1120]);
export function isOnsiteOnly(subFunctionId: number, seoValue: string): boolean {
  return onsiteSubFunctions.has(subFunctionId) || /receptionist|bank-teller|office-manager|pharmacist|pharmacy-assistant/.test(seoValue);
}

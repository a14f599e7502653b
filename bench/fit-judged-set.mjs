// The judged set of bench/fit-quality.mjs: seekers and jobs described by the structured fields
// fit reads, in four languages, each job graded by how a recruiter hiring for it would rank the
// seeker (3 shortlist, 2 would consider, 1 a stretch, 0 would not consider). The grades are the
// recruiter's rubric, written per case, not fit's output: a missing core skill or a trade the
// seeker has never worked in weighs more than pay or a neighbouring city.

/** Skill names per trade, written as seekers and recruiters of each language write them. */
const skills = {
  en: {
    software: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL', 'Git'],
    nursing: ['Patient care', 'IV therapy', 'Wound care', 'Vital signs', 'BLS'],
    accounting: ['Bookkeeping', 'Excel', 'Financial reporting', 'Tax filing', 'SAP'],
    sales: ['Negotiation', 'CRM', 'Cold calling', 'Account management'],
  },
  ja: {
    software: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL', 'Git'],
    nursing: ['患者ケア', '点滴管理', '創傷ケア', 'バイタルサイン測定', '一次救命処置'],
    accounting: ['簿記', 'Excel', '財務諸表作成', '税務申告', 'SAP'],
    sales: ['交渉力', 'CRM', '新規開拓', '法人営業'],
  },
  ar: {
    software: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL', 'Git'],
    nursing: ['رعاية المرضى', 'العلاج الوريدي', 'العناية بالجروح', 'قياس العلامات الحيوية', 'الإنعاش القلبي الأساسي'],
    accounting: ['مسك الدفاتر', 'Excel', 'إعداد التقارير المالية', 'الإقرارات الضريبية', 'SAP'],
    sales: ['التفاوض', 'إدارة علاقات العملاء', 'الاتصال بالعملاء المحتملين', 'إدارة الحسابات'],
  },
  es: {
    software: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL', 'Git'],
    nursing: ['Atención al paciente', 'Terapia intravenosa', 'Curación de heridas', 'Signos vitales', 'Soporte vital básico'],
    accounting: ['Contabilidad', 'Excel', 'Informes financieros', 'Declaraciones de impuestos', 'SAP'],
    sales: ['Negociación', 'CRM', 'Prospección telefónica', 'Gestión de cuentas'],
  },
};

/**
 * The same skills as a job of that language may write them: English in capitals with other
 * punctuation, Japanese in full-width letters, Arabic with its short vowels marked, Spanish
 * without accents. Fit should read them as the seeker's own.
 */
const rewritten = {
  en: (skill) => skill.toUpperCase().replace(/\./g, ' '),
  ja: (skill) => skill.replace(/[A-Za-z0-9]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)),
  ar: (skill) => skill.replace(/([\u0628-\u064a])/g, '$1\u064e'),
  es: (skill) => skill.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
};

/** Each language's sites: a home city, a city of the same region, a far city; currency; the local spoken language. */
const sites = {
  en: { home: 1, near: 2, far: 9, region: 1, farRegion: 5, currency: 'PHP', pay: 50_000, spoken: 'english', other: 'japanese' },
  ja: { home: 11, near: 12, far: 19, region: 2, farRegion: 6, currency: 'JPY', pay: 350_000, spoken: 'japanese', other: 'mandarin' },
  ar: { home: 21, near: 22, far: 29, region: 3, farRegion: 7, currency: 'AED', pay: 15_000, spoken: 'arabic', other: 'hindi' },
  es: { home: 31, near: 32, far: 39, region: 4, farRegion: 8, currency: 'USD', pay: 5_000, spoken: 'spanish', other: 'portuguese' },
};

/** The seekers: a trade, years of work, highest degree, where and for how much they want to work. */
const seekers = [
  { trade: 'software', years: 4, degreeId: 5, remoteOnly: false, other: 'sales' },
  { trade: 'nursing', years: 2, degreeId: 5, remoteOnly: false, other: 'accounting' },
  { trade: 'accounting', years: 7, degreeId: 6, remoteOnly: false, other: 'software' },
  { trade: 'sales', years: 1, degreeId: 2, remoteOnly: false, other: 'nursing' },
];

/**
 * The jobs shown to each seeker, as changes from a job of their own trade, level and city, with
 * the recruiter's grade. `moreYears` is beyond the seeker's years; `moreDegree` above their degree.
 */
const variants = [
  { name: 'same trade, level, city', grade: 3 },
  { name: 'same trade, remote', grade: 3, change: { remote: true } },
  { name: 'same trade, skills written another way', grade: 3, change: { rewrite: true } },
  { name: 'same trade, city nearby', grade: 2, change: { place: 'near' } },
  { name: 'same trade, a year more asked', grade: 2, change: { moreYears: 1 } },
  { name: 'same trade, pays a little under the expectation', grade: 2, change: { payFactor: 0.9 } },
  { name: 'half the skills', grade: 2, change: { skillShare: 0.5 } },
  { name: 'same trade, a higher degree asked', grade: 1, change: { moreDegree: 2 } },
  { name: 'same trade, another spoken language asked', grade: 1, change: { otherLanguage: true } },
  { name: 'same trade, far city, pays under', grade: 1, change: { place: 'far', payFactor: 0.6 } },
  { name: 'same trade, much more experience asked', grade: 0, change: { moreYears: 5 } },
  { name: 'another trade, same city and level', grade: 0, change: { trade: 'other' } },
  { name: 'another trade, remote', grade: 0, change: { trade: 'other', remote: true } },
];

/** Every (language, seeker) with its jobs and their grades, as fit's own profile and job shapes. */
export function judgedSet(foldSkill) {
  const cases = [];
  for (const [language, site] of Object.entries(sites)) {
    for (const [index, seeker] of seekers.entries()) {
      const own = skills[language][seeker.trade];
      const profile = {
        skills: new Set(own.map(foldSkill)),
        years: seeker.years,
        degreeId: seeker.degreeId,
        locationIds: new Set([site.home]),
        regionIds: new Set([site.region]),
        remoteOnly: seeker.remoteOnly,
        hasPreferences: true,
        expectedMonthly: new Map([[site.currency, site.pay]]),
        languages: new Set([site.spoken]),
      };
      const jobs = variants.map((variant, id) => {
        const change = variant.change ?? {};
        const trade = change.trade === 'other' ? seeker.other : seeker.trade;
        const tradeSkills = skills[language][trade];
        const written = change.rewrite ? tradeSkills.map(rewritten[language]) : tradeSkills;
        const asked = change.skillShare ? tradeSkills.slice(0, Math.ceil(tradeSkills.length * change.skillShare)).concat(skills[language][seeker.other].slice(0, 2)) : written;
        const place = change.remote ? null : change.place === 'near' ? site.near : change.place === 'far' ? site.far : site.home;
        const region = place === null ? null : change.place === 'far' ? site.farRegion : site.region;
        return {
          job: {
            id: id + 1,
            skills: asked,
            // The seeker's level, or `moreYears` beyond what they have.
            minYears: change.moreYears ? seeker.years + change.moreYears : Math.max(0, seeker.years - 1),
            xpLabel: '',
            degreeId: Math.min(7, Math.max(1, seeker.degreeId - 1 + (change.moreDegree ?? 0))),
            degreeLabel: '',
            workArrangement: change.remote ? 'remote' : 'onsite',
            locationId: place,
            regionId: region,
            placeLabel: null,
            currency: site.currency,
            monthlyTo: Math.round(site.pay * 1.2 * (change.payFactor ? change.payFactor / 1.2 : 1)),
            language: change.otherLanguage ? site.other : site.spoken,
            languageLabel: null,
          },
          grade: variant.grade,
          name: variant.name,
        };
      });
      cases.push({ language, seeker: index + 1, trade: seeker.trade, profile, jobs });
    }
  }
  return cases;
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alertFilterLine, alertFilterNames, alertSummary } from '@/components/job-alerts/alert-summary';
import { formatMessage } from '@/lib/format-message';
import { countryByKey } from '@/lib/countries';
import { languageBySlug, type LanguageSlug, languageSlugs } from '@/lib/languages';
import { labelIn } from '@/server/domain/labels';
import { salaryFilterLabel } from '@/server/domain/salary-filter-labels';
import { jobTypes } from '@/server/seed/reference/job-lists';
import { salaryRangeFilters } from '@/server/seed/reference/salary-range-filters';

const catalogue = (path: string) => JSON.parse(readFileSync(resolve(__dirname, '../../../i18n/messages', path), 'utf8'));

/** The Philippine site's names in one language, as its config lists and the search page's labels give them. */
function namesIn(slug: LanguageSlug) {
  const language = languageBySlug(slug);
  const core = catalogue(`${slug}.json`);
  const salaries = salaryRangeFilters
    .filter((row) => row.extra?.currency === 'PHP')
    .map((row) => ({
      id: row.id,
      key: row.key,
      value: salaryFilterLabel({ key: row.key, from: Number(row.extra?.from), to: row.extra?.to == null ? null : Number(row.extra.to) }, 'PHP', language, countryByKey('ph')),
      currency: 'PHP',
    }));
  const lists = {
    location_lists: [{ id: 1, value: 'NCR', seo_value: 'ncr', locations: [{ id: 3, value: 'Manila', seo_value: 'manila' }] }],
    job_types: jobTypes.map((row) => ({ id: row.id, key: row.key, value: labelIn(row.labels, language) })),
    xp_lvls: [],
    degrees: [],
    job_category_lists: [],
    main_functions: [],
    job_functions: [],
    function_titles: [],
    salary_range_filters: salaries,
  } as unknown as Parameters<typeof alertFilterNames>[0];
  const workArrangement = { onsite: core.JobCard.onsite, hybrid: core.JobCard.hybrid, remote: core.JobCard.remote };
  return alertFilterNames(lists, { workArrangement, verified: core.Filters.verifiedOnly }, 'PHP');
}

function line(slug: LanguageSlug, search: Parameters<typeof alertSummary>[0]) {
  const companies = catalogue(`alerts/${slug}.json`).JobAlerts.companiesFilter as string;
  // CLDR puts no-break spaces between a number and its unit; compared here as spaces.
  return alertFilterLine(alertSummary(search, namesIn(slug), slug), (count) => formatMessage(companies, slug, { count })).replace(/\u00a0/g, ' ');
}

/** Issue 33 item 4: an alert said "Filters: 1"; it now says which, as the search page names them. */
describe('an alert’s filters by name', () => {
  const search = { query: 'software engineer', job_locations: '3', job_types: '1', work_arrangements: 'remote', salary_from: 30000, salary_to: 50000 };

  it.each([
    ['en-us', 'Full-time · Remote · 30K – 50K'],
    ['zh-cn', '全职 · 远程办公 · 3万 - 5万'],
    ['zh-tw', '全職 · 遠端工作 · 3萬 - 5萬'],
    ['ja-jp', '正社員 · リモートワーク · 3万 ～ 5万'],
    ['es-es', 'Tiempo completo · Teletrabajo · 30-50 mil'],
    ['pt-br', 'Tempo integral · Remoto · 30–50 mil'],
    ['ms-my', 'Sepenuh masa · Kerja jarak jauh · 30K – 50K'],
    ['id-id', 'Penuh waktu · Kerja jarak jauh · 30–50 rb'],
    ['tr-tr', 'Tam zamanlı · Uzaktan · 30–50 B'],
    ['ar-ae', 'دوام كامل · عن بُعد · 30–50 ألف'],
  ] as const)('%s: %s', (slug, text) => {
    expect(line(slug, search)).toBe(text);
  });

  it('covers every language', () => {
    for (const slug of languageSlugs) expect(line(slug, search)).not.toMatch(/Filters|\d+ filter/i);
  });

  // Several options of one filter find jobs with any of them: a CLDR "or" list.
  it.each([
    ['en-us', 'Full-time or Contract · ₱12.3–67.9K · Verified companies only · 2 companies'],
    ['ja-jp', '正社員または契約社員 · ₱1.2～6.8万 · 認証済み企業のみ · 2社'],
    ['ar-ae', 'دوام كامل أو بعقد · \u200f12.3–67.9 ألف ₱ · الشركات الموثّقة فقط · شركتان'],
    ['es-es', 'Tiempo completo o Por contrato · 12,3-67,9 mil ₱ · Solo empresas verificadas · 2 empresas'],
  ] as const)('%s joins options and names a range no filter has: %s', (slug, text) => {
    expect(line(slug, { job_types: '1,3', company_ids: '4,5', is_company_verified: 1, salary_from: 12345, salary_to: 67890 })).toBe(text);
  });

  it('names the keyword and known locations apart from the filters, and drops ids no list has', () => {
    expect(alertSummary({ query: ' nurse ', job_locations: '3,99', job_types: '1,77' }, namesIn('en-us'), 'en-us')).toEqual({
      keyword: 'nurse',
      locations: ['Manila'],
      filters: ['Full-time'],
      companies: 0,
    });
    expect(line('en-us', { query: 'nurse' })).toBe('');
  });
});

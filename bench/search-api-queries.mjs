// The fixed, mixed query set of the search API benchmark: five kinds of search a visitor makes,
// spread over countries and languages. Location ids come from the platform's own config lists,
// so the set follows the seed without hard-coding its ids.

/** Country key → [Country-Id, Language-Id] as the web sends them. */
const sites = {
  ph: [167, 1],
  sg: [193, 1],
  us: [230, 1],
  gb: [229, 1],
  in: [99, 1],
  com: [1, 1],
  br: [31, 6],
  tr: [219, 9],
  jp: [105, 4],
  tw: [211, 3],
  hk: [92, 3],
  ae: [228, 10],
  id: [96, 8],
  my: [127, 7],
  // The same country in another language (cross-language searches).
  'us-es': [230, 5],
  'ph-ja': [167, 4],
};

/** [category, country, query parameters]; `location` is a location seo value resolved to an id. */
const plan = [
  ['keyword', 'ph', { query: 'engineer' }],
  ['keyword', 'us', { query: 'sales manager' }],
  ['keyword', 'sg', { query: 'accountant' }],
  ['keyword', 'in', { query: 'developer' }],
  ['keyword', 'gb', { query: 'nurse' }],
  ['keyword', 'br', { query: 'analista' }],
  ['keyword', 'tr', { query: 'satış' }],
  ['keyword', 'com', { query: 'marketing' }],
  ['keyword_location', 'ph', { query: 'developer', location: 'manila' }],
  ['keyword_location', 'us', { query: 'engineer', location: 'new-york' }],
  ['keyword_location', 'gb', { query: 'manager', location: 'london' }],
  ['keyword_location', 'in', { query: 'engineer', location: 'bengaluru' }],
  ['keyword_location', 'br', { query: 'gerente', location: 'sao-paulo' }],
  ['filters', 'ph', { job_types: '1', xp_lvls: '3,4' }],
  ['filters', 'sg', { is_company_verified: '1', work_arrangements: 'hybrid,remote' }],
  ['filters', 'us', { salary_from: '5000', salary_to: '9000', sort: '3' }],
  ['filters', 'com', { work_arrangements: 'remote', job_types: '1,6' }],
  ['filters', 'in', { main_functions: '200', degrees: '5,6' }],
  ['filters', 'gb', {}],
  ['cjk', 'jp', { query: 'エンジニア' }],
  ['cjk', 'jp', { query: 'ソフトウェアエンジニア' }],
  ['cjk', 'jp', { query: '営業', location: 'tokyo' }],
  ['cjk', 'tw', { query: '工程師' }],
  ['cjk', 'tw', { query: '軟體工程師' }],
  ['cjk', 'hk', { query: '經理' }],
  // What a native speaker types (migration 0006): unaccented, inflected, the other Chinese
  // script, a place in the box, a job function in another language than the jobs'.
  ['native', 'tr', { query: 'satis muduru' }],
  ['native', 'br', { query: 'vendedoras' }],
  ['native', 'ae', { query: 'المبيعات' }],
  ['native', 'id', { query: 'penjualan jakarta' }],
  ['native', 'tw', { query: '软件工程师' }],
  ['native', 'ph', { query: 'sales manila' }],
  ['native', 'us-es', { query: 'ingeniero de software' }],
  ['native', 'ph-ja', { query: '営業 マニラ' }],
  ['native', 'my', { query: 'jurutera perisian' }],
  ['deep_page', 'ph', { page: '200' }],
  ['deep_page', 'us', { job_types: '1', page: '150' }],
  ['deep_page', 'sg', { page: '400', size: '30' }],
  ['deep_page', 'in', { query: 'engineer', page: '60' }],
  ['deep_page', 'jp', { query: 'エンジニア', page: '40' }],
];

async function locationIds(baseUrl, country) {
  const [countryId, languageId] = sites[country];
  const response = await fetch(`${baseUrl}/config/2/list`, { headers: { 'Country-Id': String(countryId), 'Language-Id': String(languageId) } });
  const { data } = await response.json();
  return new Map(data.location_lists.flatMap((region) => region.locations.map((l) => [l.seo_value, l.id])));
}

/** The requests of the set: { category, path, headers }. */
export async function searchQuerySet(baseUrl) {
  const locations = new Map();
  const requests = [];
  for (const [category, country, params] of plan) {
    const { location, ...rest } = params;
    const query = new URLSearchParams({ ...rest, source: 'web', device: 'web' });
    if (location) {
      if (!locations.has(country)) locations.set(country, await locationIds(baseUrl, country));
      const id = locations.get(country).get(location);
      if (!id) throw new Error(`No location ${location} in ${country}`);
      query.set('job_locations', String(id));
    }
    const [countryId, languageId] = sites[country];
    if (!countryId) throw new Error(`No site ${country}`);
    requests.push({
      category,
      label: `${country} ${new URLSearchParams(params).toString()}`,
      path: `/job/search?${query}`,
      headers: { 'Country-Id': String(countryId), 'Language-Id': String(languageId), 'Role-Id': '1', Device: 'web' },
    });
  }
  return requests;
}

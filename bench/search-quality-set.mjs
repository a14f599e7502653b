// The judged query set of bench/search-quality.mjs, made from the seeded database itself: the
// job function taxonomy's labels in each language, the places of each country, and the jobs
// the seed wrote with them. Deterministic for a given seed.
import { sql } from 'drizzle-orm';

/** Where each page language is read: its sites, in order of preference. */
const sitesOf = {
  'en-us': ['ph', 'us', 'in', 'sg', 'gb', 'ng'],
  'zh-cn': ['tw', 'hk'],
  'zh-tw': ['tw', 'hk', 'mo'],
  'ja-jp': ['jp'],
  'es-es': ['us', 'ph'],
  'pt-br': ['br'],
  'ms-my': ['my'],
  'id-id': ['id'],
  'tr-tr': ['tr'],
  'ar-ae': ['ae'],
};
const codeOf = {
  'en-us': 'en',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'ja-jp': 'ja',
  'es-es': 'es',
  'pt-br': 'pt',
  'ms-my': 'ms',
  'id-id': 'id',
  'tr-tr': 'tr',
  'ar-ae': 'ar',
};

const rowsOf = (result) => result.rows ?? [];

/** Scripts without spaces between words: their queries are never misspelt letter by letter here. */
const spaceless = new Set(['zh-cn', 'zh-tw', 'ja-jp']);

/**
 * A label misspelt in its longest word of 5+ letters: one edit (the 2nd and 3rd letters swapped,
 * or the 3rd dropped when they are the same), two edits (also the letter before the last dropped).
 * Null when the label has no such word.
 */
export function misspelt(label, edits) {
  const words = label.split(' ');
  let at = -1;
  words.forEach((word, i) => {
    const length = [...word].length;
    if (length >= 5 && /^\p{L}+$/u.test(word) && (at < 0 || length > [...words[at]].length)) at = i;
  });
  if (at < 0) return null;
  const chars = [...words[at]];
  if (chars[1].toLowerCase() !== chars[2].toLowerCase()) [chars[1], chars[2]] = [chars[2], chars[1]];
  else chars.splice(2, 1);
  if (edits === 2) chars.splice(chars.length - 2, 1);
  return [...words.slice(0, at), chars.join(''), ...words.slice(at + 1)].join(' ');
}

/** Phrases natives type for remote work (two per language), judged against the jobs' work arrangement. */
const remoteQueries = {
  'en-us': ['work from home', 'WFH'],
  'zh-cn': ['远程办公', '在家工作'],
  'zh-tw': ['遠端工作', '居家辦公'],
  'ja-jp': ['在宅', 'リモート'],
  'es-es': ['trabajo remoto', 'teletrabajo'],
  'pt-br': ['home office', 'trabalho remoto'],
  'ms-my': ['kerja dari rumah', 'jarak jauh'],
  'id-id': ['kerja dari rumah', 'WFH'],
  'tr-tr': ['uzaktan çalışma', 'evden calisma'],
  'ar-ae': ['عن بعد', 'العمل من المنزل'],
};

/**
 * The words of issue 32's outside check, on their sites: relevant are the jobs whose title, or
 * whose function title's label in the page's language, has a word beginning with the keyword
 * (CJK: contains it),
 * so "akuntan" wants "Staf Akuntansi" and not "Eksekutif Akun", "developer" wants no "Learning &
 * Development Specialist".
 */
const wordQueries = [
  ['en-us', 'ph', 'developer'],
  ['en-us', 'ph', 'sofware enginer'],
  ['ja-jp', 'jp', '営業'],
  ['pt-br', 'br', 'vendas'],
  ['tr-tr', 'tr', 'satış'],
  ['id-id', 'id', 'akuntan'],
  ['es-es', 'us', 'ingeniero'],
  ['es-es', 'us', 'ventas'],
  ['ms-my', 'my', 'jurutera'],
  ['ms-my', 'my', 'jualan'],
];
/** The spelling each misspelt word query means (its judgement reads the words meant). */
const meant = { 'sofware enginer': 'software engineer' };
const fold = (text) => text.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i');

/** How a native speaker may type a label other than as written. */
function variantOf(language, label) {
  const words = label.split(' ');
  switch (language) {
    case 'en-us':
      // A plural: "Sales Managers".
      return [...words.slice(0, -1), `${words.at(-1)}s`].join(' ');
    case 'es-es':
    case 'pt-br': {
      // The first word in the plural: "Ingenieros de software", "Vendedores de loja".
      const first = words[0];
      return [/[aeiouáéíóú]$/i.test(first) ? `${first}s` : `${first}es`, ...words.slice(1)].join(' ');
    }
    case 'tr-tr':
      // Typed without Turkish letters: "satis muduru".
      return label.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i');
    case 'ar-ae': {
      // The article added or dropped on the first word.
      const first = words[0];
      return [first.startsWith('ال') ? first.slice(2) : `ال${first}`, ...words.slice(1)].join(' ');
    }
    default:
      // Upper case where the script has it.
      return label.toUpperCase();
  }
}

/**
 * Queries of the set: { language, country, kind, text, relevant: Set<job id> }. Per language:
 * job titles (most jobs first), typed variants of titles, main functions, and titles with a place.
 */
export async function judgedQueries(db, { now, perLanguage }) {
  const open = sql`j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz`;
  const jobs = rowsOf(
    await db.execute(sql`
      select j.id, j.country_key, j.title, j.function_title_id, j.main_function_id, j.location_id, j.work_arrangement from jobs j where ${open}
      order by j.id`),
  );
  const functions = new Map(rowsOf(await db.execute(sql`select id, level, labels from job_functions`)).map((f) => [Number(f.id), f]));
  const places = new Map(rowsOf(await db.execute(sql`select id, labels from locations`)).map((l) => [Number(l.id), l]));

  const queries = [];
  for (const [language, sites] of Object.entries(sitesOf)) {
    const code = codeOf[language];
    const titles = [];
    const mains = [];
    const placed = [];
    for (const country of sites) {
      const here = jobs.filter((j) => j.country_key === country);
      const group = (key) => {
        const map = new Map();
        for (const job of here) map.set(Number(job[key]), [...(map.get(Number(job[key])) ?? []), Number(job.id)]);
        return [...map.entries()].filter(([, ids]) => ids.length >= 2).sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
      };
      for (const [id, ids] of group('function_title_id')) titles.push({ country, id, ids });
      for (const [id, ids] of group('main_function_id')) mains.push({ country, id, ids });
      const pairs = new Map();
      for (const job of here) {
        if (job.location_id === null) continue;
        const key = `${job.function_title_id}:${job.location_id}`;
        pairs.set(key, [...(pairs.get(key) ?? []), Number(job.id)]);
      }
      for (const [key, ids] of [...pairs.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
        const [title, place] = key.split(':').map(Number);
        placed.push({ country, id: title, place, ids });
      }
    }
    // Alternate between the language's sites so that each is represented.
    const spread = (list) => {
      const bySite = sites.map((site) => list.filter((item) => item.country === site));
      const out = [];
      for (let i = 0; out.length < list.length; i++) for (const items of bySite) if (items[i]) out.push(items[i]);
      return out;
    };
    const label = (id) => functions.get(id)?.labels?.[code];
    // A label two titles share in this language (Turkish "Satış temsilcisi") names both: the
    // jobs of either should be found.
    const sameLabel = (id) => [...functions.values()].filter((f) => f.labels?.[code] === label(id)).map((f) => Number(f.id));
    const jobsOfTitles = (country, ids) =>
      jobs.filter((j) => j.country_key === country && ids.includes(Number(j.function_title_id))).map((j) => Number(j.id));
    const counts = { title: Math.round(perLanguage * 0.5), variant: Math.round(perLanguage * 0.17), main: 1 };
    counts.place = perLanguage - counts.title - counts.variant - counts.main;
    const titleList = spread(titles).filter((t) => label(t.id));
    const seen = new Set();
    const push = (kind, country, text, ids) => {
      const key = `${country}|${text.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      queries.push({ language, country, kind, text, relevant: new Set(ids) });
      return true;
    };
    let n = 0;
    for (const t of titleList) if (n < counts.title && push('title', t.country, label(t.id), jobsOfTitles(t.country, sameLabel(t.id)))) n++;
    n = 0;
    for (const t of titleList.slice(counts.title)) {
      if (n < counts.variant && push('variant', t.country, variantOf(language, label(t.id)), jobsOfTitles(t.country, sameLabel(t.id)))) n++;
    }
    n = 0;
    for (const m of spread(mains)) if (n < counts.main && label(m.id) && push('main_function', m.country, label(m.id), m.ids)) n++;
    n = 0;
    for (const p of spread(placed)) {
      const placeLabel = places.get(p.place)?.labels?.[code];
      const ids = jobs
        .filter((j) => j.country_key === p.country && Number(j.location_id) === p.place && sameLabel(p.id).includes(Number(j.function_title_id)))
        .map((j) => Number(j.id));
      if (n < counts.place && label(p.id) && placeLabel && push('title_place', p.country, `${label(p.id)} ${placeLabel}`, ids)) n++;
    }
    // Misspelt titles: two with one edit, one with two (words of 5+ letters; not in spaceless scripts).
    if (!spaceless.has(language)) {
      n = 0;
      for (const t of titleList) {
        const text = misspelt(label(t.id), n < 2 ? 1 : 2);
        if (n < 3 && text && push(n < 2 ? 'typo1' : 'typo2', t.country, text, jobsOfTitles(t.country, sameLabel(t.id)))) n++;
      }
    }
    // Accents left out (Spanish, Portuguese): the first titles with an accent.
    if (language === 'es-es' || language === 'pt-br') {
      n = 0;
      for (const t of titleList) {
        const text = label(t.id).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        if (n < 2 && text !== label(t.id) && push('accentless', t.country, text, jobsOfTitles(t.country, sameLabel(t.id)))) n++;
      }
    }
    for (const text of remoteQueries[language]) {
      const country = sites[0];
      push('remote', country, text, jobs.filter((j) => j.country_key === country && j.work_arrangement === 'remote').map((j) => Number(j.id)));
    }
    for (const [lang, country, text] of wordQueries) {
      if (lang !== language) continue;
      const words = fold(meant[text] ?? text).split(' ');
      const names = (title) => {
        const folded = fold(title);
        const titleWords = folded.split(/[^\p{L}\p{N}]+/u);
        return words.every((w) => (/[\u3040-\u9fff]/u.test(w) ? folded.includes(w) : titleWords.some((tw) => tw.startsWith(w))));
      };
      const titleIds = [...functions.values()]
        .filter((f) => f.level === 3 && f.labels?.[code] && names(f.labels[code]))
        .map((f) => Number(f.id));
      // The job's function title says so in the page's language, or the job's own title does.
      const ids = jobs
        .filter((j) => j.country_key === country && (titleIds.includes(Number(j.function_title_id)) || names(j.title)))
        .map((j) => Number(j.id));
      push('word', country, text, ids);
    }
  }
  return queries;
}

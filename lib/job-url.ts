/**
 * Job page URLs: `/job/{title-slug}-{id}`. The slug keeps letters of every script (a Japanese
 * title stays Japanese) and only the trailing id identifies the job, so an old or edited
 * title still finds it and is redirected to the current one.
 */
/** Words of any script joined by hyphens, at most 80 characters; `fallback` when none are left. */
export function nameSlug(name: string, fallback: string): string {
  return (
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || fallback
  );
}

export function titleSlug(title: string): string {
  return nameSlug(title, 'job');
}

export function jobSlug(title: string, id: number): string {
  return `${titleSlug(title)}-${id}`;
}

/** The path of a job page without the language prefix, ready for an href. */
export function jobPath(title: string, id: number): string {
  return `/job/${encodeURIComponent(jobSlug(title, id))}`;
}

/** The id at the end of a `{name}-{id}` slug (a job's, a company's), or null. */
export function idFromSlug(slug: string): number | null {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const match = /(?:^|-)(\d{1,10})$/.exec(decoded);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The job id at the end of a slug, or null. */
export const jobIdFromSlug = idFromSlug;

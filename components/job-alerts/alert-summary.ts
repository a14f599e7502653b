import type { JobAlertWireSearch } from '@/lib/schemas/job-alerts';

/** How an alert reads in a list: its keyword, its location's name (when known) and how many other filters it has. */
export function alertSummary(search: JobAlertWireSearch, locationNames: Record<string, string>) {
  const keyword = typeof search.query === 'string' && search.query.trim() ? search.query.trim() : null;
  const locationIds = String(search.job_locations ?? '')
    .split(',')
    .filter(Boolean);
  const locations = locationIds.map((id) => locationNames[id]).filter((name): name is string => Boolean(name));
  const filters = Object.keys(search).filter((key) => key !== 'query' && key !== 'job_locations' && key !== 'salary_to').length;
  return { keyword, locations, filters };
}

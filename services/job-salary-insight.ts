import type { AxiosInstance } from 'axios';
import { salarySites } from '@/lib/salary-url';
import type { JobDetail } from '@/lib/schemas/job';
import type { SalaryInsight } from '@/lib/schemas/salary-insight';
import { getSalaryInsight } from './salary-insight';

/**
 * The salary insight a job page compares the job with: its title in its city, or in the whole
 * country when the city's data is thin or the job has no city (docs/decisions/0075). Null when
 * the site has no salary pages, or when the platform does not answer (the page shows no insight
 * rather than failing).
 */
export async function jobSalaryInsight(http: AxiosInstance, job: JobDetail, countryKey: string): Promise<SalaryInsight | null> {
  if (!(salarySites as readonly string[]).includes(countryKey)) return null;
  try {
    if (job.location) {
      const local = await getSalaryInsight(http, { function_title_id: job.function_title.id, location_id: job.location.id });
      if (!local.thin) return local;
    }
    return await getSalaryInsight(http, { function_title_id: job.function_title.id });
  } catch {
    return null;
  }
}

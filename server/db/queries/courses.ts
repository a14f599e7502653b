import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** The academy's statements (server/academy/recommended-courses): the trades a course list is for. */

/** A job function id (any level of the taxonomy). */
export interface FunctionIdRow {
  id: number;
}

/** The main functions of taxonomy ids of any level (a main function, sub-function or job title); `ids` must not be empty. */
export async function listMainFunctionsOf(db: Database, ids: number[]): Promise<FunctionIdRow[]> {
  return rowsOf<FunctionIdRow>(
    await db.execute(sql`select distinct coalesce(g.id, p.id, f.id) as id from job_functions f
      left join job_functions p on p.id = f.parent_id
      left join job_functions g on g.id = p.parent_id
      where f.id in ${ids}`),
  );
}

/** The job titles of the seeker's preferences and the main functions of the jobs they applied to since `since`. */
export async function listSeekerFunctions(db: Database, userId: number, since: string): Promise<FunctionIdRow[]> {
  return rowsOf<FunctionIdRow>(
    await db.execute(sql`
      select function_job_title_id as id from job_preferences where user_id = ${userId} and function_job_title_id is not null
      union
      select j.main_function_id from job_applications a join jobs j on j.id = a.job_id
      where a.user_id = ${userId} and a.created_at > ${since}::timestamptz`),
  );
}

import type { Context } from 'hono';
import { pathId } from '../job/path-id';

export { idPattern } from '../job/path-id';

/** The `{id}` of a profile path; an id no row can have is a 404, like another user's. */
export const rowId = (c: Context, what: string) => pathId(c.req.param('id') ?? '', what);

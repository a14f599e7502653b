import { maxId } from '@/lib/schemas/params';
import { AppError } from '../../http/app-error';

/** Path segment pattern for ids: anything else is no such route, hence a 404, not a 422. */
export const idPattern = '[0-9]{1,10}';

/** An id from a path matched by idPattern; one too large for a database id cannot exist. */
export function pathId(value: string, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > maxId) throw AppError.notFound(what);
  return id;
}

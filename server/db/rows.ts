/** node-postgres and PGlite both answer `execute` with `{ rows }`; drizzle types it per driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

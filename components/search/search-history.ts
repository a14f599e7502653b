/** Recent searches, kept on the device (platform spec §2: search history). */
export interface HistoryEntry {
  keyword: string;
  location: string | null;
}

const storageKey = 'hireloop:search-history';
export const maxHistoryEntries = 8;

export function readHistory(storage: Storage | undefined = globalThis.localStorage): HistoryEntry[] {
  try {
    const parsed = JSON.parse(storage?.getItem(storageKey) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is HistoryEntry =>
        typeof e?.keyword === 'string' && (e.location === null || typeof e.location === 'string'),
    );
  } catch {
    return [];
  }
}

/** Puts the search first, without duplicates, keeping the newest few. */
export function rememberSearch(entry: HistoryEntry, storage: Storage | undefined = globalThis.localStorage) {
  if (!entry.keyword.trim()) return;
  const rest = readHistory(storage).filter((e) => e.keyword !== entry.keyword || e.location !== entry.location);
  try {
    storage?.setItem(storageKey, JSON.stringify([entry, ...rest].slice(0, maxHistoryEntries)));
  } catch {
    // Storage full or disabled: history is a convenience.
  }
}

export function clearHistory(storage: Storage | undefined = globalThis.localStorage) {
  storage?.removeItem(storageKey);
}

/**
 * Runtime translations (docs/decisions/0037) address a message by its dotted key, the way
 * next-intl does (`GetStarted.title`). The bundled catalogue stays the base; an override
 * replaces only a string that the catalogue has, so the set of keys never changes.
 */

export type MessageTree = Record<string, unknown>;

function isTree(value: unknown): value is MessageTree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Dotted key → string, every leaf string of the catalogue. */
export function flattenMessages(tree: MessageTree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) flattenMessages(value, path, out);
    else if (typeof value === 'string') out.set(path, value);
  }
  return out;
}

/**
 * The base with each override in place of the string at its key. The base is not changed:
 * only the objects along an overridden key are copied. Keys the base does not have as a
 * string are ignored, so an override never adds a message or replaces a namespace.
 */
export function overlayMessages<T extends MessageTree>(base: T, overrides: Readonly<Record<string, string>>): T {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return base;
  const result: MessageTree = { ...base };
  for (const [key, value] of entries) {
    if (typeof value !== 'string') continue;
    const parts = key.split('.');
    const last = parts.pop();
    if (!last) continue;
    let source: unknown = base;
    let target = result;
    let found = true;
    for (const part of parts) {
      source = isTree(source) && Object.hasOwn(source, part) ? source[part] : undefined;
      const current = target[part];
      if (!isTree(source) || !isTree(current)) {
        found = false;
        break;
      }
      // Copy once per object along the path (a second override under it reuses the copy).
      const copy = current === source ? { ...current } : current;
      target[part] = copy;
      target = copy;
    }
    if (found && Object.hasOwn(target, last) && typeof target[last] === 'string') target[last] = value;
  }
  return result as T;
}

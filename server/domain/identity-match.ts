/**
 * Does the name the national digital ID service holds match the profile's (platform spec §5: a
 * mismatch is "The identity information does not match. Please try again")? Case, accents'
 * compatibility forms, punctuation and the order of the parts do not count, since registered names
 * put the family name first or last ("TAN AH KOW" is Ah Kow Tan); names written without spaces
 * (Chinese, Japanese) match the family and given names joined in either order.
 */
function words(name: string): string[] {
  return name
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function identityNameMatches(profile: { firstName: string; lastName: string }, registeredName: string): boolean {
  const registered = words(registeredName);
  const given = words(profile.firstName);
  const family = words(profile.lastName);
  if (registered.length === 0 || given.length + family.length === 0) return false;
  const sorted = (list: string[]) => [...list].sort().join(' ');
  if (sorted(registered) === sorted([...given, ...family])) return true;
  const joined = registered.join('');
  return joined === [...family, ...given].join('') || joined === [...given, ...family].join('');
}

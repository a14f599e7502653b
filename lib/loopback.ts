/**
 * Loopback addresses: 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form
 * (::ffff:127.0.0.1, how a dual-stack socket reports an IPv4 peer).
 */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const value = address.trim().toLowerCase();
  if (value === '::1' || value === '0:0:0:0:0:0:0:1') return true;
  const v4 = value.startsWith('::ffff:') ? value.slice(7) : value;
  const parts = v4.split('.');
  if (parts.length !== 4 || parts[0] !== '127') return false;
  return parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/**
 * Headers with which a proxy says the request came from somewhere else. A loopback peer that
 * carries one of them is a local proxy (a tunnel, nginx) passing on a remote client.
 */
export const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'] as const;

export function carriesForwardingHeader(headers: { get(name: string): string | null }): boolean {
  return forwardingHeaders.some((name) => headers.get(name) !== null);
}

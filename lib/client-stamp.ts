/**
 * The stamp by which the front server (web-server/client-address.ts) tells the rest of the web
 * process who the client is: the header it writes and this process's random secret in it.
 * Shared by the writer and the reader (services/client-of-request.ts); nothing here needs Node.
 */
export const clientHeader = 'x-hireloop-client';

const stampKey = Symbol.for('hireloop.client-address-stamp');

/** This process's stamp: random, made once, shared by every module graph through globalThis. */
export function processStamp(): string {
  const holder = globalThis as unknown as Record<symbol, string | undefined>;
  holder[stampKey] ??= crypto.randomUUID();
  return holder[stampKey];
}

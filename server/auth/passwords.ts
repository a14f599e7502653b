import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './tokens';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 30 ms a hash on one core,
 * slow enough to make a stolen table expensive, fast enough for a login. These are also the
 * library's defaults; they are spelled out so an upgrade of the library cannot lower them.
 * `algorithm` 2 is argon2id (the library's enum is a `const enum`, unusable under isolatedModules).
 */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** Whether `password` matches `passwordHash`; a malformed hash is a mismatch, never a throw. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The hash a password-less account (code, social or quick-apply sign-up) keeps: the hash of a
 * random secret that is thrown away, so no password can ever match it.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomToken(32));
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends one verification on a hash nobody can match, so a login for an unknown account takes
 * as long as one with a wrong password and the timing does not tell which emails have accounts.
 */
export async function spendPasswordCheck(password: string): Promise<false> {
  decoyHash ??= unusablePasswordHash();
  await verifyPassword(await decoyHash, password);
  return false;
}

import { AppError } from '../http/app-error';
import { limitKey, limits } from './limits';
import type { RateLimiter } from './rate-limit';

/**
 * Whether a client address is mostly failing (docs/decisions/0065). Offices and mobile carriers
 * put hundreds of people behind one address, so a flat count per address either refuses them or
 * lets a sweep through. Instead each address keeps a standing: codes it asked for and never used,
 * wrong passwords and wrong codes raise it; codes used and right passwords lower it, never below
 * zero. An office's people mostly succeed and stay near zero; a client sweeping thousands of
 * emails mostly fails and is stopped at the allowance. Unknown addresses (in-process calls) are
 * not judged.
 */
const rule = limits.addressStanding;

function standingKey(address: string): string {
  return limitKey('addressStanding', address);
}

/** Refuses (429 40006 with retry_after) an address whose standing has reached the allowance. */
export async function assertAddressStanding(limiter: RateLimiter, address: string | null, now: Date): Promise<void> {
  if (!address) return;
  const result = await limiter.add(standingKey(address), 0, rule.limit - 1, rule.windowSeconds, now);
  if (!result.allowed) throw AppError.tooManyAttempts(result.retryAfter);
}

/** A failure from the address: a code sent (until it is used), a wrong password or code. */
export async function addressFailed(limiter: RateLimiter, address: string | null, now: Date): Promise<void> {
  if (address) await limiter.add(standingKey(address), 1, rule.limit, rule.windowSeconds, now);
}

/**
 * A success from the address for `subject` (an account or a code's target). It lowers the
 * standing at most 5 times per subject an hour, so repeating one's own login earns little.
 */
export async function addressSucceeded(limiter: RateLimiter, address: string | null, subject: string, now: Date): Promise<void> {
  if (!address) return;
  const credit = limits.addressCredit;
  const first = await limiter.hit(limitKey('addressCredit', `${address} ${subject}`), credit.limit, credit.windowSeconds, now);
  if (first.allowed) await limiter.add(standingKey(address), -1, rule.limit, rule.windowSeconds, now);
}

/** Runs a code or link check, counting a refusal against the address and a success for it (per target). */
export async function judgedCheck<T>(
  limiter: RateLimiter,
  address: string | null,
  target: string,
  now: Date,
  check: () => Promise<T>,
): Promise<T> {
  let checked: T;
  try {
    checked = await check();
  } catch (error) {
    if (error instanceof AppError) await addressFailed(limiter, address, now);
    throw error;
  }
  await addressSucceeded(limiter, address, `code:${target}`, now);
  return checked;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { insertSigningKeyOnce, signingKeySecret } from '../db/queries/job-alerts';

/**
 * One-click unsubscribe links (RFC 8058, docs/decisions/0033). A token is
 * `{alertId}.{nonce}.{mac}`: the nonce is the alert's current random unsubscribe nonce (rotated
 * on use, so a link works once), the mac an HMAC-SHA256 over both under a key kept in the
 * database (signing_keys, made on first use, shared by every platform process and kept across
 * restarts). A changed id or nonce no longer matches its mac, so a link cannot be forged or
 * pointed at another alert even by someone who knows a nonce format.
 */
const keyName = 'job-alert-unsubscribe';
const keys = new WeakMap<object, Promise<Buffer>>();

async function loadKey(db: Database): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64url');
  await insertSigningKeyOnce(db, keyName, fresh);
  const secret = await signingKeySecret(db, keyName);
  if (secret === undefined) throw new Error('signing key missing after insert');
  return Buffer.from(secret, 'base64url');
}

/** The key, read once per database handle. */
export function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db).catch((error) => {
      keys.delete(db);
      throw error;
    });
    keys.set(db, key);
  }
  return key;
}

export const newNonce = () => randomBytes(16).toString('base64url');

const mac = (key: Buffer, alertId: number, nonce: string) => createHmac('sha256', key).update(`${alertId}.${nonce}`).digest('base64url');

export function signUnsubscribe(key: Buffer, alertId: number, nonce: string): string {
  return `${alertId}.${nonce}.${mac(key, alertId, nonce)}`;
}

/** The alert id and nonce of a well-signed token, or null for anything else. */
export function verifyUnsubscribe(key: Buffer, token: string): { alertId: number; nonce: string } | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  const nonce = match[2] as string;
  if (!Number.isSafeInteger(alertId) || alertId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(key, alertId, nonce));
  const given = Buffer.from(match[3] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { alertId, nonce } : null;
}

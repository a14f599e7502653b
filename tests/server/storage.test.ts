import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, type FileStorage, memoryStorage } from '@/server/storage/files';
import { parseServerEnv } from '@/server/env';
import { filesStorageOf, s3Storage } from '@/server/storage/s3';
import { minimalPdf } from '../support/documents';

/**
 * Every file store keeps the same contract: put answers a random key with the extension, get
 * answers the same bytes or null, delete is idempotent, a key that is not one of its own names is
 * refused. The S3 store runs against s3rver, an S3-compatible server on a local port (it checks
 * the access key of a signed request but, unlike S3, not the Signature Version 4 itself:
 * docs/decisions/0038-resume-files.md).
 */
let s3: S3rver;
let endpoint = '';
let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'hireloop-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'resumes' }] });
  const address: AddressInfo = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

const settings = () => ({ endpoint, bucket: 'resumes', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'files/' });

const stores: [string, () => Promise<FileStorage>][] = [
  ['memory', async () => memoryStorage()],
  ['local disk', async () => diskStorage(await mkdtemp(path.join(tmpdir(), 'hireloop-disk-')))],
  ['S3 (s3rver)', async () => s3Storage(settings())],
];

describe.each(stores)('%s storage', (_name, make) => {
  it('stores, reads back and deletes bytes under a random key', async () => {
    const storage = await make();
    const bytes = minimalPdf('Stored résumé 履歴書');
    const key = await storage.put(bytes, 'PDF');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await storage.get(key)).toEqual(bytes);
    const other = await storage.put(new Uint8Array([1, 2, 3]), 'docx');
    expect(other).not.toBe(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(await storage.get(other)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers null for a key it never stored', async () => {
    const storage = await make();
    expect(await storage.get('00000000-0000-4000-8000-000000000000.pdf')).toBeNull();
  });
});

describe('S3 storage', () => {
  it('keeps files under the prefix in the bucket, and refuses keys that are not its own names', async () => {
    const storage = s3Storage(settings());
    const key = await storage.put(minimalPdf(), 'pdf');
    const listing = await fetch(`${endpoint}/resumes?prefix=files/`).then((r) => r.text());
    expect(listing).toContain(`files/${key}`);
    await expect(storage.get('../other-bucket/x.pdf')).rejects.toThrow('Invalid storage key');
    await expect(storage.put(new Uint8Array(1), 'p/df')).rejects.toThrow('Invalid file extension');
  });

  it('fails loudly when the store refuses the credentials, rather than losing the file', async () => {
    const storage = s3Storage({ ...settings(), accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put(minimalPdf(), 'pdf')).rejects.toThrow(/S3 put failed: 403 InvalidAccessKeyId/);
    await expect(s3Storage({ ...settings(), bucket: 'no-such-bucket' }).put(minimalPdf(), 'pdf')).rejects.toThrow(/S3 put failed: 404 NoSuchBucket/);
  });

  it('refuses to start with a bucket but no endpoint or keys', () => {
    expect(() => parseServerEnv({ S3_BUCKET: 'resumes', S3_ENDPOINT: endpoint })).toThrow(/S3_BUCKET: needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => parseServerEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    const env = parseServerEnv({ S3_BUCKET: '', S3_ENDPOINT: '', S3_PREFIX: '' });
    expect(filesStorageOf(env)).toBeUndefined();
    const configured = parseServerEnv({ S3_BUCKET: 'resumes', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    expect(filesStorageOf(configured)).toBeDefined();
  });

  it('is chosen from the environment only when a bucket is named', () => {
    const base = { S3_REGION: 'us-east-1', S3_PREFIX: '' };
    expect(filesStorageOf(base)).toBeUndefined();
    expect(filesStorageOf({ ...base, S3_BUCKET: 'resumes', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toBeDefined();
  });
});

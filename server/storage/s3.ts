import { randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './files';

/** Where an S3-compatible store is (AWS S3, MinIO, R2, Ceph, …); path-style addresses, so any of them works. */
export interface S3Settings {
  /** The service's origin, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. `files/`. */
  prefix?: string;
}

const keyPattern = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/**
 * Files in an S3-compatible bucket, requests signed with AWS Signature Version 4 (aws4fetch).
 * Keys are random names with the type's extension, never user input, the same as on disk; the
 * bucket stays private: the platform reads a file and serves it to whoever may see it.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const urlOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${base}${settings.prefix ?? ''}${key}`;
  };
  // S3 errors are XML with a <Code> (NoSuchBucket, AccessDenied, …): kept in the message for the log.
  const failure = async (what: string, response: Response) => {
    const body = await response.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${response.status} ${/<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? ''}`.trim());
  };

  return {
    async put(bytes, extension) {
      const ext = extension.toLowerCase().replace(/^\./, '');
      if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Invalid file extension: ${extension}`);
      const key = `${randomUUID()}.${ext}`;
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      if (!response.ok) throw await failure('put', response);
      return key;
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure('get', response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      await response.body?.cancel();
      // Deleting what is not there is done already.
      if (!response.ok && response.status !== 404) throw new Error(`S3 delete failed: ${response.status}`);
    },
  };
}

/** The S3 store when the environment names a bucket (env.ts checks the rest is there); otherwise undefined: local disk. */
export function filesStorageOf(env: {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PREFIX: string;
}): FileStorage | undefined {
  if (!env.S3_BUCKET || !env.S3_ENDPOINT) return undefined;
  return s3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    prefix: env.S3_PREFIX,
  });
}

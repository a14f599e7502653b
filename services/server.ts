import 'server-only';
import type { AxiosInstance } from 'axios';
import { parseWebEnv } from '@/lib/env';
import { createHttp, type RequestContext } from './http';

const env = parseWebEnv();

/**
 * The server-side instance: base API_URL. A page passes the session only when it renders
 * per-user data, so that anonymous pages stay cacheable.
 */
export function serverHttp(context: RequestContext): AxiosInstance {
  return createHttp({ baseURL: env.API_URL, context });
}

import 'server-only';
import type { AxiosInstance } from 'axios';
import { parseWebEnv } from '@/lib/env';
import { createHttp, type RequestContext } from './http';
import { platformHttpAgent, platformHttpsAgent } from './platform-agent';

const env = parseWebEnv();

/**
 * The server-side instance: base API_URL, over a pool that never reuses a socket after a failed
 * answer (services/platform-agent.ts). A page passes the session only when it renders per-user
 * data, so that anonymous pages stay cacheable.
 */
export function serverHttp(context: RequestContext): AxiosInstance {
  return createHttp({ baseURL: env.API_URL, context, agents: { httpAgent: platformHttpAgent, httpsAgent: platformHttpsAgent } });
}

import type { AxiosInstance } from 'axios';
import type { ChatRole } from '@/lib/schemas/chat';
import { inPlaceHttp } from './browser';
import { detectDevice, documentSite, ensureDeviceUuid } from './browser-context';
import { recruiterRoleId } from './http-base';
import { lazyHttp } from './lazy-http';

let recruiterInstance: AxiosInstance | undefined;

/**
 * The development recruiter page's instance (issue 10): Role-Id 2, and no failure handlers of the
 * seeker's app (the page says a refusal in place). Loaded with its first call, like the others.
 */
function recruiterHttp(): AxiosInstance {
  if (!recruiterInstance) {
    const context = { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid(), roleId: recruiterRoleId };
    recruiterInstance = lazyHttp(() => import('./http').then(({ createHttp }) => createHttp({ baseURL: '/api', context })));
  }
  return recruiterInstance;
}

/**
 * The instance a chat screen's calls go through, chosen by who is chatting: the seeker's pages
 * say refusals in place (`inPlaceHttp`, issue 31); the development recruiter page speaks as a
 * recruiter. The chat's context holds the role, the components never a client (issue 34).
 */
export function chatHttp(role: ChatRole): AxiosInstance {
  return role === 'recruiter' ? recruiterHttp() : inPlaceHttp();
}

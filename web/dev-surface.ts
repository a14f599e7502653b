import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { clientOfRequest } from '@/services/client-of-request';
import { parseWebEnv } from '@/lib/env';
import { devSurfacesEnabled } from '@/lib/run-mode';

const enabled = devSurfacesEnabled(parseWebEnv());

/**
 * The one gate of every development-only web page (`app/[lang]/[country]/dev/**`: the mailbox,
 * the development recruiter page). Call it first in the page, before reading anything:
 *
 *   export const dynamic = 'force-dynamic';
 *   export default async function Page(…) { await requireDevSurface(); … }
 *
 * It renders the site's 404, as if the page did not exist, unless this is a local run
 * (RUN_MODE, DEV_SURFACES: lib/run-mode.ts) and the browser is on this machine: the request
 * came from a loopback socket with no forwarding header (a tunnel or proxy on the machine
 * speaks for someone else), as stamped by web-server/client-address.ts. Without a stamp (the
 * front server is not in front: a bare `next start`) nothing is believed and the page is a 404.
 * The platform's routes behind such a page have their own gate (server/http/dev-only.ts).
 */
export async function requireDevSurface(): Promise<void> {
  if (!enabled) notFound();
  const client = clientOfRequest(await headers());
  if (!client?.localDirect) notFound();
}

/** For route handlers under a dev path: the same rule, as a boolean. */
export function isDevSurfaceRequest(request: Request): boolean {
  return enabled && clientOfRequest(request.headers)?.localDirect === true;
}

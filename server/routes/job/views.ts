import { Hono } from 'hono';
import { jobViewBodySchema } from '@/lib/schemas/job';
import { enforceAddressLimit } from '../../auth/limits';
import { clientIp } from '../../auth/client-ip';
import { addressKeyOf } from '../../events/client-key';
import { recordJobView } from '../../domain/job-views';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import type { PlatformServices } from '../../platform-services';
import { parseOrThrow, readTarget } from '../../http/validate';
import { idPattern, pathId } from './path-id';

/**
 * POST /job/{jobId}/view. Only web and mobile_web views count (core spec §5); the body's device
 * wins over the Device header. A view counts once per job and UTC day for each device, and for
 * an address that names no device; one address adds at most `perAddressDailyCap` views of a job
 * a day however many device ids it makes up, and a view from neither a device nor a known
 * address is not counted (docs/decisions/0064). Not counted is still 200 with `counted: false`:
 * the page never reads the answer. Past `jobViewsPerAddress` requests the address gets 429.
 */
export function viewRoutes(services: Pick<PlatformServices, 'limiter' | 'trustedProxyHops'>) {
  return new Hono<AppEnv>().post(`/:jobId{${idPattern}}/view`, async (c) => {
    await enforceAddressLimit(services.limiter, 'jobViewsPerAddress', clientIp(c, services.trustedProxyHops), c.get('now'));
    const raw = await readTarget(c, 'json');
    const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const input = parseOrThrow(jobViewBodySchema, {
      device: body.device ?? c.req.header('device'),
      device_uuid: body.device_uuid ?? c.req.header('device-uuid'),
    });
    const jobId = pathId(c.req.param('jobId'), 'Job');
    const view = await recordJobView(c.get('db'), {
      jobId,
      countryKey: c.get('country').key,
      session: c.get('session'),
      device: input.device,
      deviceUuid: input.device_uuid || null,
      clientKey: addressKeyOf(c, services.trustedProxyHops),
      now: c.get('now'),
    });
    return ok(c, view);
  });
}

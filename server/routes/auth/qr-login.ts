import { Hono } from 'hono';
import type { z } from 'zod';
import {
  qrLoginConfirmBodySchema,
  type qrLoginConfirmedSchema,
  type qrLoginCreatedSchema,
  qrLoginDescribeBodySchema,
  type qrLoginPendingSchema,
  qrLoginRedeemBodySchema,
} from '@/lib/schemas/qr-login';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit } from '../../auth/limits';
import { issueLogin } from '../../auth/login';
import { confirmQrLogin, createQrLoginRequest, describeQrLogin, redeemQrLogin } from '../../auth/qr-login';
import { deviceUuidOf } from '../../auth/request-facts';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/**
 * QR code login (platform spec §2; docs/decisions/0044):
 * - POST /auth/qr-login/create: a waiting browser's new request (limited per address);
 * - POST /auth/qr-login/describe: the signed-in app or page reads what it is about to confirm: the
 *   browser and system (fixed labels, never the User-Agent itself), the site and the time;
 * - POST /auth/qr-login/confirm: the signed-in app confirms the scanned code (Menu, Login to Web);
 * - POST /auth/qr-login/redeem: the waiting browser, with its secret, polls until the confirmed
 *   request answers the login, once.
 */
export function qrLoginRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .post('/qr-login/create', async (c) => {
      const now = c.get('now');
      await enforceAddressLimit(services.limiter, 'qrLoginCreatePerAddress', clientIp(c, services.trustedProxyHops), now);
      const created = await createQrLoginRequest(c.get('db'), {
        now,
        userAgent: c.req.header('user-agent') ?? null,
        siteKey: c.get('country').key,
      });
      const answer: z.infer<typeof qrLoginCreatedSchema> = {
        code: created.code,
        browser_secret: created.browserSecret,
        expires_at: created.expiresAt.toISOString(),
        expires_in: Math.round((created.expiresAt.getTime() - now.getTime()) / 1000),
      };
      return ok(c, answer);
    })
    .post('/qr-login/describe', requireUser(), validate('json', qrLoginDescribeBodySchema, 'body'), async (c) =>
      ok(c, await describeQrLogin(c.get('db'), { code: c.get('body').code, now: c.get('now') })),
    )
    .post('/qr-login/confirm', requireUser(), validate('json', qrLoginConfirmBodySchema, 'body'), async (c) => {
      const facts = await confirmQrLogin(c.get('db'), { code: c.get('body').code, userId: c.get('userId'), now: c.get('now') });
      c.get('log').info({ userId: c.get('userId') }, 'QR login confirmed');
      const answer: z.infer<typeof qrLoginConfirmedSchema> = { confirmed: true, ...facts };
      return ok(c, answer);
    })
    .post('/qr-login/redeem', validate('json', qrLoginRedeemBodySchema, 'body'), async (c) => {
      const now = c.get('now');
      const db = c.get('db');
      const body = c.get('body');
      const redemption = await redeemQrLogin(db, { browserSecret: body.browser_secret, now });
      if (redemption.status === 'pending') {
        const pending: z.infer<typeof qrLoginPendingSchema> = { status: 'pending', expires_at: redemption.expiresAt.toISOString() };
        return ok(c, pending);
      }
      const answer = await issueLogin(db, redemption.user, { now, deviceUuid: deviceUuidOf(c), source: body.source });
      c.get('log').info({ userId: redemption.user.id }, 'QR login');
      return ok(c, answer);
    });
}

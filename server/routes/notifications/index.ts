import { Hono } from 'hono';
import { notificationListQuerySchema, notificationPreferencesBodySchema } from '@/lib/schemas/notifications';
import {
  listNotifications,
  loadPreferences,
  markAllRead,
  markRead,
  savePreferences,
  unreadCount,
} from '../../domain/notifications';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from '../job/path-id';

/** The seeker's notifications and their preferences (lib/schemas/notifications.ts lists the calls). */
export function notificationRoutes() {
  return new Hono<AppEnv>()
    .get('/notifications', requireUser(), validate('query', notificationListQuerySchema, 'query'), async (c) => {
      const { page, size } = c.get('query');
      return ok(c, await listNotifications(c.get('db'), c.get('userId'), page, size));
    })
    .get('/unread-count', requireUser(), async (c) => ok(c, { unread: await unreadCount(c.get('db'), c.get('userId')) }))
    .post('/read-all', requireUser(), async (c) => ok(c, { marked: await markAllRead(c.get('db'), c.get('userId'), c.get('now')) }))
    .post(`/:id{${idPattern}}/read`, requireUser(), async (c) => {
      const id = pathId(c.req.param('id'), 'Notification');
      return ok(c, await markRead(c.get('db'), c.get('userId'), id, c.get('now')));
    })
    .get('/preferences', requireUser(), async (c) => ok(c, await loadPreferences(c.get('db'), c.get('userId'))))
    .put('/preferences', requireUser(), validate('json', notificationPreferencesBodySchema, 'body'), async (c) =>
      ok(c, await savePreferences(c.get('db'), c.get('userId'), c.get('body').channels, c.get('now'))),
    );
}

import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { linkBodySchema } from '@/lib/schemas/jobseeker';
import { userLinks } from '../../db/schema';
import { findOwned } from '../../domain/profile';
import { toLink } from '../../domain/profile-records';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, rowId } from './path';

const what = 'Link';

/** /jobseeker/websites: the profile's links (core spec §7: websites create, update, delete). */
export function websiteRoutes() {
  const body = validate('json', linkBodySchema, 'body');
  return new Hono<AppEnv>()
    .get('/websites', requireUser(), async (c) => {
      const rows = await c.get('db').select().from(userLinks).where(eq(userLinks.userId, c.get('userId'))).orderBy(asc(userLinks.id));
      return ok(c, { websites: rows.map(toLink) });
    })
    .post('/websites/create', requireUser(), body, async (c) => {
      const input = c.get('body');
      const now = c.get('now');
      const [row] = await c
        .get('db')
        .insert(userLinks)
        .values({ userId: c.get('userId'), title: input.title, url: input.url, description: input.description, createdAt: now, updatedAt: now })
        .returning();
      return ok(c, toLink(row as typeof userLinks.$inferSelect), 201);
    })
    .patch(`/websites/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      await findOwned(db, userLinks, id, userId, what);
      const input = c.get('body');
      const [row] = await db
        .update(userLinks)
        .set({ title: input.title, url: input.url, description: input.description, updatedAt: c.get('now') })
        .where(and(eq(userLinks.id, id), eq(userLinks.userId, userId)))
        .returning();
      return ok(c, toLink(row as typeof userLinks.$inferSelect));
    })
    .delete(`/websites/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      await findOwned(db, userLinks, id, userId, what);
      await db.delete(userLinks).where(and(eq(userLinks.id, id), eq(userLinks.userId, userId)));
      return ok(c, { id, deleted: true });
    });
}

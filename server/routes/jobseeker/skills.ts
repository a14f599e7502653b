import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { skillsBodySchema } from '@/lib/schemas/jobseeker';
import { userSkills } from '../../db/schema';
import { lockUser } from '../../domain/job-preferences';
import { listSkills } from '../../domain/profile';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/**
 * /jobseeker/skills: the list is chosen as a whole (at most 10, platform spec §5), so it is
 * read with GET and replaced with PUT /skills/update in one transaction (docs/decisions/0018).
 */
export function skillRoutes() {
  return new Hono<AppEnv>()
    .get('/skills', requireUser(), async (c) => ok(c, { skills: await listSkills(c.get('db'), c.get('userId')) }))
    .put('/skills/update', requireUser(), validate('json', skillsBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const now = c.get('now');
      const { skills } = c.get('body');
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await tx.delete(userSkills).where(eq(userSkills.userId, userId));
        if (skills.length > 0) {
          await tx.insert(userSkills).values(
            skills.map((skill, index) => ({ userId, value: skill.value, proficiency: skill.proficiency, sort: index + 1, createdAt: now, updatedAt: now })),
          );
        }
      });
      return ok(c, { skills: await listSkills(db, userId) });
    });
}

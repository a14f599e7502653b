import { Hono } from 'hono';
import { skillsBodySchema } from '@/lib/schemas/jobseeker';
import { listSkills } from '../../domain/profile';
import { saveSkills } from '../../domain/profile-skills';
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
    .put('/skills/update', requireUser(), validate('json', skillsBodySchema, 'body'), async (c) =>
      ok(c, { skills: await saveSkills(c.get('db'), c.get('userId'), c.get('body').skills, c.get('now')) }),
    );
}

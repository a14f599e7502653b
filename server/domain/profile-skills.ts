import type { skillsBodySchema } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { replaceSkills } from '../db/queries/profile-parts';
import { lockUser } from '../db/queries/users';
import { listSkills } from './profile';

/**
 * The skills list is chosen as a whole (at most 10, platform spec §5, checked by the schema):
 * replaced in one transaction under the user's lock, then answered as stored, in its order.
 */
export async function saveSkills(db: Database, userId: number, skills: ReturnType<typeof skillsBodySchema.parse>['skills'], now: Date) {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await replaceSkills(
      tx,
      userId,
      skills.map((skill, index) => ({ userId, value: skill.value, proficiency: skill.proficiency, sort: index + 1, createdAt: now, updatedAt: now })),
    );
  });
  return listSkills(db, userId);
}

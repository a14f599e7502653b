import { linkBodySchema } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { listLinks } from '../db/queries/profile-parts';
import { userLinks } from '../db/schema';
import { profilePart } from './profile-parts';
import { toLink } from './profile-records';

/** /jobseeker/websites (core spec §7): the profile's links, with nothing to check past the body. */
export const linkPart = profilePart(userLinks, 'Link', linkBodySchema, {
  columns: (body) => ({ title: body.title, url: body.url, description: body.description }),
  answer: toLink,
});

export async function profileLinks(db: Database, userId: number) {
  return (await listLinks(db, userId)).map(toLink);
}

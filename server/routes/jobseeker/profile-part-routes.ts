import { Hono } from 'hono';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { PartTable } from '../../db/queries/profile-parts';
import { createPart, deletePart, type ProfilePart, updatePart } from '../../domain/profile-parts';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, rowId } from './path';

interface PartRoutes<T extends PartTable, S extends z.ZodType, Answer> {
  /** '/educations': the list answers at it; …/create, …/{id}/update and …/{id}/delete below it. */
  path: string;
  /** The list's key in GET's answer. */
  listKey: string;
  part: ProfilePart<T, S, Answer>;
  list: (db: Database, userId: number) => Promise<Answer[]>;
}

/**
 * The four routes of a profile part edited row by row (core spec §7 Profile, in the documented
 * style of docs/decisions/0018): list, create (201), update and delete, for the signed-in seeker.
 */
export function profilePartRoutes<T extends PartTable, S extends z.ZodType, Answer>(routes: PartRoutes<T, S, Answer>) {
  const { path, part } = routes;
  const body = validate('json', part.schema, 'body');
  const write = (c: { get(key: 'userId'): number; get(key: 'now'): Date }, input: z.infer<S>) => ({
    userId: c.get('userId'),
    body: input,
    now: c.get('now'),
  });
  return new Hono<AppEnv>()
    .get(path, requireUser(), async (c) => ok(c, { [routes.listKey]: await routes.list(c.get('db'), c.get('userId')) }))
    .post(`${path}/create`, requireUser(), body, async (c) => ok(c, await createPart(c.get('db'), part, write(c, c.get('body'))), 201))
    .patch(`${path}/:id{${idPattern}}/update`, requireUser(), body, async (c) =>
      ok(c, await updatePart(c.get('db'), part, rowId(c, part.what), write(c, c.get('body')))),
    )
    .delete(`${path}/:id{${idPattern}}/delete`, requireUser(), async (c) =>
      ok(c, await deletePart(c.get('db'), part, rowId(c, part.what), c.get('userId'))),
    );
}

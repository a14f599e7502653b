import { z } from 'zod';

/**
 * What a platform process does (docs/decisions/0063): `api` answers the HTTP API, `realtime`
 * holds the chat's sockets, `worker` runs the background job queue (resume reading, digests,
 * reminders). One process does all three unless PLATFORM_ROLES says otherwise.
 */
export const platformRoles = ['api', 'realtime', 'worker'] as const;
export type PlatformRole = (typeof platformRoles)[number];

/** PLATFORM_ROLES: a comma-separated subset of api, realtime, worker; empty or unset: all three. */
export const platformRolesSchema = z
  .string()
  .optional()
  .transform((value, context): PlatformRole[] => {
    const names = (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.length === 0) return [...platformRoles];
    const unknown = names.filter((name) => !(platformRoles as readonly string[]).includes(name));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `unknown role ${unknown.join(', ')}: use api, realtime and/or worker, comma-separated` });
      return z.NEVER;
    }
    return platformRoles.filter((role) => names.includes(role));
  });

/** Whether a process runs only some of the roles: the others are then in other processes. */
export function isSplit(roles: readonly PlatformRole[]): boolean {
  return roles.length < platformRoles.length;
}

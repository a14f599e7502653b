/**
 * The kinds of notification and their channels (docs/decisions/0034), without zod, so the
 * preference form carries no schema library. lib/schemas/notifications.ts builds on them.
 */
export const notificationKinds = ['application', 'chat', 'interview', 'job_alert', 'account'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Which kinds can come by email: those the platform has a mail for. Account notices (password or
 * email changed) are security mail and always sent. Application moves and chat messages left
 * unread come in the away mail (issue 31, server/away-mail), on by default.
 */
export const emailKinds: readonly NotificationKind[] = ['application', 'chat', 'interview', 'job_alert', 'account'];
export const forcedEmailKinds: readonly NotificationKind[] = ['account'];

export interface NotificationChannels {
  email: boolean;
  app: boolean;
}

/** Defaults for a seeker who never changed them: everything in the app, email where there is one. */
export function defaultChannels(kind: NotificationKind): NotificationChannels {
  return { app: true, email: emailKinds.includes(kind) };
}

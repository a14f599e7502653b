import { z } from 'zod';
import { defaultChannels, emailKinds, forcedEmailKinds, type NotificationChannels, type NotificationKind, notificationKinds } from '../notification-kinds';
import { intParam } from './params';

/**
 * Notifications (issue 14 item 4, docs/decisions/0034): what happened to the signed-in seeker,
 * under /notification/*. Every call needs a seeker's session.
 *   GET  /notification/notifications?page&size  → NotificationPage (newest first)
 *   GET  /notification/unread-count             → { unread }
 *   POST /notification/{id}/read                → Notification
 *   POST /notification/read-all                 → { marked }
 *   GET  /notification/preferences              → NotificationPreferences
 *   PUT  /notification/preferences              { channels } → NotificationPreferences
 */

/** Kinds, one preference each (lib/notification-kinds.ts). Payload `event` names what happened within the kind. */
export { defaultChannels, emailKinds, forcedEmailKinds, type NotificationChannels, type NotificationKind, notificationKinds };

export const notificationPageSize = 20;

export const notificationListQuerySchema = z.object({
  page: intParam(1, 500).transform((value) => value ?? 1),
  size: intParam(1, 50).transform((value) => value ?? notificationPageSize),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  /** Ids, names and the event; never a sentence (the page writes it in the reader's language). */
  payload: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export const markAllReadSchema = z.object({ marked: z.number().int().min(0) });

const channelSchema = z.object({ email: z.boolean(), app: z.boolean() }).strict();

export const notificationPreferencesSchema = z.object({
  channels: z.object(Object.fromEntries(notificationKinds.map((kind) => [kind, channelSchema])) as Record<NotificationKind, typeof channelSchema>),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: any of the kinds, each with both channels. */
export const notificationPreferencesBodySchema = z.object({
  channels: z
    .object(Object.fromEntries(notificationKinds.map((kind) => [kind, channelSchema.optional()])) as Record<NotificationKind, z.ZodOptional<typeof channelSchema>>)
    .strict(),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

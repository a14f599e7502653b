import { sql } from 'drizzle-orm';
import type { NotificationChannels, NotificationKind } from '@/lib/schemas/notifications';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * A seeker's notifications (`notifications`) and their channel choices
 * (`notification_preferences`): the statements of server/domain/notifications.ts moved as
 * written (decision 0087).
 */

/** The saved channels, by kind; a driver may hand the jsonb back as text. */
export interface PreferenceRow {
  channels: Record<string, Partial<NotificationChannels>> | string;
}

export async function findPreferences(db: Database, userId: number): Promise<PreferenceRow | undefined> {
  const [row] = rowsOf<PreferenceRow>(await db.execute(sql`select channels from notification_preferences where user_id = ${userId}`));
  return row;
}

export interface UserPreferenceRow extends PreferenceRow {
  user_id: number;
}

/** The saved choices of the seekers who have any (ids not empty). */
export async function preferencesOf(db: Database, ids: number[]): Promise<UserPreferenceRow[]> {
  return rowsOf<UserPreferenceRow>(
    await db.execute(sql`select user_id, channels from notification_preferences where user_id = any(${`{${ids.join(',')}}`}::int[])`),
  );
}

export async function upsertPreferences(db: Database, userId: number, channels: Record<NotificationKind, NotificationChannels>, now: Date): Promise<void> {
  await db.execute(sql`insert into notification_preferences (user_id, channels, updated_at)
    values (${userId}, ${JSON.stringify(channels)}::jsonb, ${now.toISOString()}::timestamptz)
    on conflict (user_id) do update set channels = excluded.channels, updated_at = excluded.updated_at`);
}

/** The new row's id; undefined when the user is gone. */
export async function insertNotification(
  db: Database,
  notification: { userId: number; kind: NotificationKind; payload: Record<string, unknown>; inApp: boolean; now: Date },
): Promise<number | undefined> {
  const { userId, kind, payload, inApp, now } = notification;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into notifications (user_id, kind, payload, in_app, created_at)
      select ${userId}, ${kind}, ${JSON.stringify(payload)}::jsonb, ${inApp}, ${now.toISOString()}::timestamptz
      where exists (select 1 from users where id = ${userId})
      returning id`),
  );
  return row ? Number(row.id) : undefined;
}

/** Whether an unread in-app notification of this kind has a payload containing `match`. */
export async function unreadMatching(db: Database, userId: number, kind: NotificationKind, match: Record<string, unknown>): Promise<boolean> {
  const [row] = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from notifications
      where user_id = ${userId} and kind = ${kind} and in_app and read_at is null and payload @> ${JSON.stringify(match)}::jsonb limit 1`),
  );
  return row !== undefined;
}

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  payload: Record<string, unknown> | string;
  read_at: string | Date | null;
  created_at: string | Date;
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from notifications where user_id = ${userId} and in_app and read_at is null`));
  return Number(row?.n ?? 0);
}

/** One page of the in-app rows, newest first. */
export async function notificationPage(db: Database, userId: number, size: number, offset: number): Promise<NotificationRow[]> {
  return rowsOf<NotificationRow>(
    await db.execute(sql`select id, kind, payload, read_at, created_at from notifications where user_id = ${userId} and in_app
      order by created_at desc, id desc limit ${size} offset ${offset}`),
  );
}

export interface NotificationTotalsRow {
  total: number;
  unread: number;
}

export async function notificationTotals(db: Database, userId: number): Promise<NotificationTotalsRow | undefined> {
  const [totals] = rowsOf<NotificationTotalsRow>(
    await db.execute(sql`select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
      from notifications where user_id = ${userId} and in_app`),
  );
  return totals;
}

/** Marks the seeker's in-app row read (once: the first time stays); undefined when it is not theirs. */
export async function markNotificationRead(db: Database, userId: number, id: number, now: Date): Promise<NotificationRow | undefined> {
  const [row] = rowsOf<NotificationRow>(
    await db.execute(sql`update notifications set read_at = coalesce(read_at, ${now.toISOString()}::timestamptz)
      where id = ${id} and user_id = ${userId} and in_app returning id, kind, payload, read_at, created_at`),
  );
  return row;
}

/** How many rows were marked. */
export async function markAllNotificationsRead(db: Database, userId: number, now: Date): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`update notifications set read_at = ${now.toISOString()}::timestamptz
      where user_id = ${userId} and in_app and read_at is null returning id`),
  );
  return rows.length;
}

import {
  type AppNotification,
  defaultChannels,
  emailKinds,
  forcedEmailKinds,
  type NotificationChannels,
  type NotificationKind,
  type NotificationPreferences,
  notificationKinds,
} from '@/lib/schemas/notifications';
import type { Database } from '../db/client';
import {
  countUnread,
  findPreferences,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  notificationPage,
  notificationTotals,
  type PreferenceRow,
  preferencesOf,
  unreadMatching,
  upsertPreferences,
} from '../db/queries/notifications';
import { AppError } from '../http/app-error';

/**
 * Notifications (issue 14 item 4, docs/decisions/0034): rows written by what happens to a seeker,
 * read by `/{lang}/notifications` and the header badge. Callers in other features (applications,
 * chat, interviews, account changes, job alerts) call `notify`; it honours the seeker's in-app
 * preference and never fails the action it tells of (errors are the caller's to log).
 */

/**
 * Who hears that a seeker's unread notifications changed: the chat hub pushes the new count to
 * the seeker's sockets on every page (issue 31), so the header badge moves within a second.
 * Listeners are per process (each hub registers itself and leaves on close).
 */
type BellListener = (userId: number, unread: number) => void;
const bellListeners = new Set<BellListener>();

export function onNotificationCount(listener: BellListener): () => void {
  bellListeners.add(listener);
  return () => bellListeners.delete(listener);
}

/** Tells the listeners the seeker's unread count (after a row is written or read); never throws. */
export async function ringBell(db: Database, userId: number): Promise<void> {
  if (bellListeners.size === 0) return;
  try {
    const unread = await unreadCount(db, userId);
    for (const listener of bellListeners) listener(userId, unread);
  } catch {
    // The badge catches up with its next poll.
  }
}

/** Saved choices over the defaults, for every kind. */
function preferencesFrom(row: PreferenceRow | undefined): NotificationPreferences {
  const saved = row ? (typeof row.channels === 'string' ? JSON.parse(row.channels) : row.channels) : {};
  const channels = {} as Record<NotificationKind, NotificationChannels>;
  for (const kind of notificationKinds) {
    const fallback = defaultChannels(kind);
    const mine = saved[kind] ?? {};
    channels[kind] = {
      app: typeof mine.app === 'boolean' ? mine.app : fallback.app,
      email: forcedEmailKinds.includes(kind) ? true : emailKinds.includes(kind) && typeof mine.email === 'boolean' ? mine.email : fallback.email,
    };
  }
  return { channels };
}

/** The seeker's channels for every kind: their saved choices over the defaults. */
export async function loadPreferences(db: Database, userId: number): Promise<NotificationPreferences> {
  return preferencesFrom(await findPreferences(db, userId));
}

/** The preferences of many seekers in one read (the digest run's batches). */
export async function loadPreferencesOf(db: Database, userIds: number[]): Promise<Map<number, NotificationPreferences>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length === 0 ? [] : await preferencesOf(db, ids);
  const saved = new Map(rows.map((row) => [Number(row.user_id), row]));
  return new Map(ids.map((id) => [id, preferencesFrom(saved.get(id))]));
}

/** Saves the kinds given; email for a kind without mail stays off, security mail stays on. */
export async function savePreferences(
  db: Database,
  userId: number,
  changes: Partial<Record<NotificationKind, NotificationChannels | undefined>>,
  now: Date,
): Promise<NotificationPreferences> {
  const current = await loadPreferences(db, userId);
  const next = { ...current.channels };
  for (const kind of notificationKinds) {
    const change = changes[kind];
    if (!change) continue;
    next[kind] = {
      app: change.app,
      email: forcedEmailKinds.includes(kind) ? true : emailKinds.includes(kind) ? change.email : false,
    };
  }
  await upsertPreferences(db, userId, next, now);
  return { channels: next };
}

/** Whether the seeker wants this kind by email (mail senders ask before sending). */
export async function wantsEmail(db: Database, userId: number, kind: NotificationKind): Promise<boolean> {
  return (await loadPreferences(db, userId)).channels[kind].email;
}

/**
 * The kinds the away mail reads from these rows (server/away-mail, docs/decisions/0074 and 0080):
 * for them a row is written when the seeker wants the mail even with the in-app notice off, kept
 * out of the app (`in_app` false), so the two switches are independent.
 */
export const awayMailedKinds: readonly NotificationKind[] = ['application'];

/**
 * Tells the seeker something happened: one row, unless they turned the kind off in the app (and,
 * for a kind the away mail reads, off by email too). Returns the id of the row the app shows, or
 * null when none was written for the app. The job-alerts helper calls
 * `notify(db, userId, 'job_alert', { event: 'matches', alert_id, count })`.
 */
export async function notify(
  db: Database,
  userId: number,
  kind: NotificationKind,
  payload: Record<string, unknown>,
  now: Date = new Date(),
  /** The seeker's preferences when the caller has just read them. */
  known?: NotificationPreferences,
): Promise<number | null> {
  const { app, email } = (known ?? (await loadPreferences(db, userId))).channels[kind];
  if (!app && !(email && awayMailedKinds.includes(kind))) return null;
  const id = await insertNotification(db, { userId, kind, payload, inApp: app, now });
  if (id === undefined || !app) return null;
  await ringBell(db, userId);
  return id;
}

/** Whether an unread notification of this kind and event already points at the same thing (one per chat while away). */
export async function hasUnread(db: Database, userId: number, kind: NotificationKind, match: Record<string, unknown>): Promise<boolean> {
  return unreadMatching(db, userId, kind, match);
}

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    read: row.read_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  return countUnread(db, userId);
}

/** One page, newest first, with the totals the page and the badge show. */
export async function listNotifications(db: Database, userId: number, page: number, size: number) {
  const rows = await notificationPage(db, userId, size, (page - 1) * size);
  const totals = await notificationTotals(db, userId);
  return {
    notifications: rows.map(toNotification),
    page,
    size,
    total: Number(totals?.total ?? 0),
    unread: Number(totals?.unread ?? 0),
  };
}

/** Marks one of the seeker's notifications read; anyone else's, or none, is a 404 alike. */
export async function markRead(db: Database, userId: number, id: number, now: Date): Promise<AppNotification> {
  const row = await markNotificationRead(db, userId, id, now);
  if (!row) throw AppError.notFound('Notification');
  await ringBell(db, userId);
  return toNotification(row);
}

export async function markAllRead(db: Database, userId: number, now: Date): Promise<number> {
  const marked = await markAllNotificationsRead(db, userId, now);
  if (marked > 0) await ringBell(db, userId);
  return marked;
}

/** Runs a notify and logs instead of failing: a notification never undoes what it tells of. */
export async function notifySafely(
  log: { warn: (details: object, message: string) => void },
  write: () => Promise<unknown>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    log.warn({ err: error }, 'notification not written');
  }
}

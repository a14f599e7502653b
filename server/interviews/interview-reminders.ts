import type { Database } from '../db/client';
import { enqueueReminderOnce } from '../db/queries/interviews';
import { dueReminder, type Reminder, reminderInstants } from '../domain/interviews';
import { findByClientId } from '../domain/chat-messages';
import { loadInterviewById, type StoredInterview } from './interview-rows';
import { emailInterview, type NotifyDeps, postInChat } from './interview-notify';

/**
 * Reminders a day and an hour before an accepted interview (docs/decisions/0024) are rows in
 * background_tasks (kind `interview_reminder`, run_at the reminder's instant), enqueued when the
 * seeker accepts or the time changes. The task carries the start it was made for: when it runs,
 * a cancelled, moved or unanswered interview makes it a no-op, so nothing has to be deleted.
 */
export const interviewReminderKind = 'interview_reminder';

export interface ReminderPayload {
  interview_id: number;
  kind: Reminder['kind'];
  start: string;
}

export async function scheduleReminders(db: Database, interview: StoredInterview): Promise<void> {
  if (interview.state !== 'accepted' || !interview.chosenTime) return;
  const acceptedAt = interview.respondedAt?.getTime() ?? 0;
  for (const reminder of reminderInstants(interview)) {
    if (reminder.at.getTime() < acceptedAt) continue;
    const payload: ReminderPayload = { interview_id: interview.id, kind: reminder.kind, start: interview.chosenTime.toISOString() };
    // Queued once per payload: a modification that keeps the time schedules nothing twice.
    await enqueueReminderOnce(db, interviewReminderKind, JSON.stringify(payload), reminder.at);
  }
}

/**
 * The task's work: if the interview still starts when the reminder was made for and the rules
 * say this reminder is due (not superseded by the hour-before one), a system message in the chat
 * and an email. The chat's client id makes a retried task post once.
 */
export async function runInterviewReminder(deps: NotifyDeps, payload: ReminderPayload): Promise<'sent' | 'skipped'> {
  const interview = await loadInterviewById(deps.db, payload.interview_id);
  if (!interview || interview.chosenTime?.toISOString() !== payload.start) return 'skipped';
  const due = dueReminder(interview, deps.now, []);
  if (!due || due.kind !== payload.kind) return 'skipped';
  const clientId = `reminder-${interview.id}-${payload.kind}-${interview.chosenTime.getTime()}`;
  // A retried task whose message was stored sends neither it nor the email again.
  if (interview.chatId !== null && (await findByClientId(deps.db, interview.chatId, 'system', clientId))) return 'skipped';
  await postInChat(deps, interview.chatId, {
    role: 'system',
    type: 'interview_reminder',
    clientId,
    text: 'Interview reminder',
    payload: { interview_id: interview.id, reminder: payload.kind },
  });
  await emailInterview(deps, 'interview_reminder', interview);
  return 'sent';
}

import type { ReplyActivity } from '@/lib/schemas/job';
import { dayjs } from '@/lib/dayjs';

/** A response rate at or above this reads as "high response rate" / "replies today". */
export const highResponseRate = 80;

/**
 * The reply-activity label a recruiter shows (platform spec §3 Recruiter), from when they were
 * last active and the share of chats they answer. Recent activity says more than the rate, so
 * it wins; a recruiter active today who answers most chats "replies today". Someone away for
 * more than a week shows "high response rate" if they earned it, otherwise no label.
 */
export function replyActivity(lastActiveAt: Date, responseRate: number, now: Date): ReplyActivity | null {
  const idle = dayjs.duration(Math.max(0, dayjs(now).diff(lastActiveAt)));
  if (idle.asHours() < 1) return { key: 'replied_minutes_ago', minutes: Math.max(1, Math.floor(idle.asMinutes())) };
  if (idle.asDays() < 1) return { key: responseRate >= highResponseRate ? 'replies_today' : 'active_today' };
  if (idle.asDays() < 3) return { key: 'active_3_days' };
  if (idle.asDays() < 7) return { key: 'active_7_days' };
  return responseRate >= highResponseRate ? { key: 'high_response_rate' } : null;
}

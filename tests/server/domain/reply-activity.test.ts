import { describe, expect, it } from 'vitest';
import { replyActivity } from '@/server/domain/reply-activity';

const now = new Date('2026-11-01T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('replyActivity', () => {
  it('says how many minutes ago within the hour, at least one', () => {
    expect(replyActivity(ago(0), 50, now)).toEqual({ key: 'replied_minutes_ago', minutes: 1 });
    expect(replyActivity(ago(59.9), 50, now)).toEqual({ key: 'replied_minutes_ago', minutes: 59 });
  });

  it('within a day: replies today with a high response rate, otherwise active today', () => {
    expect(replyActivity(ago(60), 80, now)).toEqual({ key: 'replies_today' });
    expect(replyActivity(ago(23 * 60), 79, now)).toEqual({ key: 'active_today' });
  });

  it('then active within 3 and within 7 days, whatever the rate', () => {
    expect(replyActivity(ago(24 * 60), 100, now)).toEqual({ key: 'active_3_days' });
    expect(replyActivity(ago(3 * 24 * 60), 100, now)).toEqual({ key: 'active_7_days' });
  });

  it('after a week only a high response rate earns a label', () => {
    expect(replyActivity(ago(7 * 24 * 60), 95, now)).toEqual({ key: 'high_response_rate' });
    expect(replyActivity(ago(30 * 24 * 60), 60, now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/languages';
import { formatInterviewTime } from '@/server/interviews/interview-notify';

describe('interview times in mail', () => {
  const at = new Date('2026-03-10T02:00:00Z');

  it('names the zone as the reader names it, never by its id (issue 33, item 5)', () => {
    expect(formatInterviewTime(at, 'Asia/Manila', 'en-us')).toBe('Tuesday, March 10, 2026 at 10:00 AM Philippine Standard Time');
    expect(formatInterviewTime(at, 'Asia/Tokyo', 'ja-jp')).toBe('2026年3月10日火曜日 11:00 日本標準時');
    for (const { slug } of languages) {
      const text = formatInterviewTime(at, 'Asia/Manila', slug);
      expect(text, slug).not.toContain('Asia/');
      expect(text, slug).toMatch(/10/);
    }
  });

  it('keeps a zone the runtime does not know as it is, rather than failing the mail', () => {
    expect(formatInterviewTime(at, 'Mars/Olympus', 'en-us')).toContain('(Mars/Olympus)');
  });
});

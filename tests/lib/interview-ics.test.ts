import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '@/lib/interviews/ics';
import { formatInterviewTime } from '@/lib/interviews/format';

describe('the interview calendar file', () => {
  const file = calendarFile({
    uid: 'interview-7@hireloop',
    start: new Date('2026-03-10T02:00:00Z'),
    summary: 'Interview: Designer, UX; Senior',
    location: '5th Ave\\Unit 2\nManila',
    description: 'Bring your portfolio.\nAsk for Rita',
    url: 'https://meet.example.com/abc',
    stamp: new Date('2026-03-01T00:00:00.123Z'),
  });

  it('is RFC 5545: CRLF lines, UTC times, an hour blocked, escaped text', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('\r\nDTSTART:20260310T020000Z\r\n');
    expect(file).toContain('\r\nDTEND:20260310T030000Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20260301T000000Z\r\n');
    expect(file).toContain('SUMMARY:Interview: Designer\\, UX\\; Senior');
    expect(file).toContain('LOCATION:5th Ave\\\\Unit 2\\nManila');
    expect(file.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes and folds without splitting a character', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'面接'.repeat(40)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    expect(folded.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('never lets a field start a line of its own (issue 30: calendar injection)', () => {
    const evil = calendarFile({
      uid: 'interview-8@hireloop\r\nATTENDEE:mailto:uid@example.com',
      start: new Date('2026-03-10T02:00:00Z'),
      summary: 'Interview\r\nATTENDEE:mailto:summary@example.com',
      location: 'Room\rATTENDEE:mailto:location@example.com',
      description: 'Hi\u000bthere\nATTENDEE:mailto:description@example.com',
      url: 'https://meet.example.com/a\r\nATTENDEE:mailto:evil@example.com',
      stamp: new Date('2026-03-01T00:00:00Z'),
    });
    const unfolded = evil.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    // Only CRLF ends a line; no bare CR, LF or other control character is left in a value.
    const controls = [...unfolded.replace(/\r\n/g, '')].filter((char) => char !== '\t' && (char < ' ' || char === '\u007f'));
    expect(controls).toEqual([]);
    expect(unfolded).toContain('\r\nURL:https://meet.example.com/aATTENDEE:mailto:evil@example.com\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Hithere\\nATTENDEE:mailto:description@example.com\r\n');
  });

  it('shows the time on the interview zone’s wall clock in the reader’s language', () => {
    expect(formatInterviewTime('2026-03-10T02:00:00Z', 'en-us', 'Asia/Manila')).toBe('Tue, Mar 10, 2026 10:00 AM');
    expect(formatInterviewTime('2026-03-10T02:00:00Z', 'ja-jp', 'America/New_York')).toBe('2026年3月9日(月) 22:00');
  });
});

/**
 * "Add to calendar" (issue 11): an iCalendar file (RFC 5545) for one accepted interview, built in
 * the browser from the interview the seeker already has. Times are UTC ("…Z"), so every calendar
 * places them right whatever its own zone; text is escaped (backslash, semicolon, comma, line
 * breaks), URIs lose any control character, and lines are folded at 75 octets, so no value
 * can start a property of its own (issue 30: a link with CRLF once added attendees).
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  /** Interviews have no stated length: an hour is blocked. */
  durationMinutes?: number;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  stamp: Date;
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

// biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 5545 values may hold no control character but HTAB
const controlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma escaped; any line break becomes \n; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(controlCharacters, '');
}

/** A URI or UID value has no escaping: control characters (CR, LF above all) are removed, never turned into lines. */
export function plainValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f]/g, '');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + (event.durationMinutes ?? 60) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hireloop//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${plainValue(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${plainValue(event.url)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * A time zone as people name it in their language ("Philippine Standard Time", "日本標準時",
 * "توقيت الخليج"), never the database id "Asia/Manila" (issue 33, item 5). The generic name does
 * not change with daylight saving time; an id the runtime does not know is shown as it is.
 */
export function timeZoneName(timeZone: string, intlLocale: string): string {
  try {
    return (
      new Intl.DateTimeFormat(intlLocale, { timeZone, timeZoneName: 'longGeneric' })
        // Noon of a fixed day: the name never depends on when the page was rendered.
        .formatToParts(Date.UTC(2026, 0, 5, 12))
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    );
  } catch {
    return timeZone;
  }
}

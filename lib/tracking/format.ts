/** Two digits. */
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in UTC (core spec §9; UTC so the platform reads one instant). */
export function eventTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Timestamps go in seconds: the millisecond time without its last three digits (platform spec §9). */
export const seconds = (ms: number) => Math.floor(ms / 1000);

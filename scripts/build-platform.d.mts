export const outdir: string;
export const entryPoints: { in: string; out: string }[];
/** Builds dist/server; resolves with the milliseconds it took. */
export function buildPlatform(): Promise<number>;
/** dist/web/server.js, the web process (web-server/main.ts). */
export const webServerEntry: string;
/** Builds dist/web/server.js. */
export function buildWebServer(): Promise<void>;

export const outdir: string;
export const entryPoints: { in: string; out: string }[];
/** Builds dist/server; resolves with the milliseconds it took. */
export function buildPlatform(): Promise<number>;

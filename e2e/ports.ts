/**
 * Where the e2e stack listens. The defaults are the app's own ports; a second stack (a helper
 * working beside the main one) sets E2E_WEB_PORT and E2E_PLATFORM_PORT, and builds with the
 * matching API_URL and its own NEXT_DIST_DIR (scripts/e2e-isolated.sh does all three).
 */
export const webPort = Number(process.env.E2E_WEB_PORT ?? 3000);
export const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 4000);
export const platformUrl = `http://127.0.0.1:${platformPort}`;

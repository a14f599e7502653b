/**
 * The translations admin token of the e2e platform (playwright.config.ts passes it as
 * TRANSLATIONS_ADMIN_TOKEN), and the web's manifest window there: short, so a changed string
 * shows within a second or two instead of a minute (docs/decisions/0037).
 */
export const translationsAdminToken = 'e2e-translations-admin-token-0123456789abcdef';
export const translationsRevalidateSeconds = 1;

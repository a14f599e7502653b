/**
 * Header menu entries (platform spec §2). Only entries whose pages exist are listed; each
 * capability adds its entry when its page ships.
 */
export const menuEntries = [{ key: 'home', href: '/' }] as const;

/**
 * Header menu entries (platform spec §2). Only entries whose pages exist are listed; each
 * capability adds its entry when its page ships.
 */
export const menuEntries = [
  { key: 'home', href: '/' },
  { key: 'findJobs', href: '/jobs-hiring/job-search' },
  { key: 'remoteJobs', href: '/remote-jobs' },
] as const;

/**
 * Header menu entries (platform spec §2). Only entries whose pages exist are listed; each
 * capability adds its entry when its page ships.
 */
export const menuEntries = [
  { key: 'home', href: '/' },
  { key: 'findJobs', href: '/jobs-hiring/job-search' },
  { key: 'remoteJobs', href: '/remote-jobs' },
  { key: 'companies', href: '/companies', namespace: 'SiteMenu' },
] as const;

/**
 * The signed-in user's menu (platform spec §2 header: My Jobs, Manage profile, Log Out), and the
 * prompt to complete the profile. Paths are without the language, which the menu adds.
 */
export const userMenuEntries = {
  chat: '/chat',
  myJobs: '/my-jobs',
  manageProfile: '/manage-profile',
  accountSettings: '/settings',
  notifications: '/notifications',
  completeProfile: '/jobseeker-complete-profile',
  verifyEmail: '/verify-email',
  /** Singapore only (docs/decisions/0044). */
  verifyIdentity: '/identity-verification',
  logIn: '/get-started',
} as const;

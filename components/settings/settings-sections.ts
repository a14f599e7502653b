/**
 * The sections of account settings (platform spec §2 Account settings), paths without the
 * language. Common phrases and greeting messages are built with chat.
 */
export const settingsSections = [
  { key: 'account', href: '/settings' },
  { key: 'notifications', href: '/settings/notifications' },
  { key: 'blockedCompanies', href: '/settings/blocked-companies' },
  { key: 'followedCompanies', href: '/settings/followed-companies' },
  { key: 'jobAlerts', href: '/settings/job-alerts' },
  { key: 'commonPhrases', href: '/settings/common-phrases' },
  { key: 'greetingMessages', href: '/settings/greeting-messages' },
] as const;

export type SettingsSectionKey = (typeof settingsSections)[number]['key'];

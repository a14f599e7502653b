/**
 * The chat's constants without zod (lib/schemas/chat.ts re-exports them): the chat pages'
 * islands read them in the browser, where zod is not loaded until a call needs it
 * (docs/decisions/0008).
 */

export const chatRoles = ['jobseeker', 'recruiter'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** Platform spec §4 Chat: folders and filters. */
export const chatFolders = ['all', 'recent_30', 'recent_90', 'not_interested', 'pinned', 'muted', 'deleted'] as const;
export type ChatFolder = (typeof chatFolders)[number];

/** Platform spec §9 and §5. */
export const chatLimits = {
  /** A message's text. */
  messageText: 2000,
  /** Common phrases an account keeps (managed in settings). */
  phrasesInSettings: 20,
  /** Common phrases offered in the chat window. */
  phrasesInChat: 10,
  phraseText: 200,
  greetings: 10,
  greetingText: 300,
  /** History retention after the last message, in days. */
  historyDays: [30, 90] as const,
  pageSize: 30,
  maxPageSize: 100,
  /** id list length (platform spec §9). */
  onlineStatusIds: 1000,
} as const;

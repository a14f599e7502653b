/**
 * The features of the two message catalogues (issue 33, docs/decisions/0082): a plain list, so
 * the web (i18n/catalogue.ts) and the platform (server/domain/translations/bundled.ts) both read
 * it without the platform importing the web's loader.
 *
 * - Web features live in `i18n/messages/{feature}/{slug}.json` beside the core
 *   `i18n/messages/{slug}.json`; the web loads them for its pages.
 * - Platform features live in `server/messages/{feature}/{slug}.json`: the texts the platform
 *   sends (mail, text messages, digests, the default chat greeting). The web never loads them,
 *   so they cost no page anything; the same tests, the runtime translations and
 *   `npm run i18n:set` cover both.
 *
 * A namespace lives in exactly one file of either catalogue (tests/i18n/messages.test.ts).
 */
export const webMessageFeatures = [
  'account',
  'applications',
  'chat',
  'profile',
  'social',
  'settings',
  'interviews',
  'companies',
  'resumes',
  'alerts',
  'notifications',
  'pages',
  'home',
  'resumeParsing',
  'resumeTemplates',
  'videoResumes',
  'ai',
  'verification',
  'talents',
  'nearMe',
  'siteGuide',
  'companyAbout',
  'requestLimits',
  'spelling',
  'searchHelp',
  'fit',
  'progress',
] as const;

export const platformMessageFeatures = ['mail', 'digest', 'awayMail', 'chat', 'aiWriter'] as const;

export type PlatformMessageFeature = (typeof platformMessageFeatures)[number];

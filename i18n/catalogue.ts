/**
 * The UI messages of one language: the core catalogue (`messages/{slug}.json`) plus one file
 * per feature (`messages/{feature}/{slug}.json`), so features can grow their own namespaces
 * without touching one shared file. A namespace lives in exactly one file (tested).
 */
export const messageFeatures = ['account', 'applications', 'chat', 'profile', 'social', 'settings', 'interviews', 'companies', 'resumes', 'alerts', 'notifications', 'pages', 'home', 'resumeParsing', 'resumeTemplates', 'videoResumes', 'ai', 'verification', 'talents', 'nearMe', 'siteGuide', 'companyAbout', 'requestLimits', 'spelling', 'searchHelp', 'fit', 'progress', 'aiWriter'] as const;

export type Messages = Record<string, unknown>;

export async function loadMessages(locale: string): Promise<Messages> {
  // One literal path per feature, so the bundler knows every file it may load.
  const parts = await Promise.all([
    import(`./messages/${locale}.json`),
    import(`./messages/account/${locale}.json`),
    import(`./messages/applications/${locale}.json`),
    import(`./messages/chat/${locale}.json`),
    import(`./messages/profile/${locale}.json`),
    import(`./messages/social/${locale}.json`),
    import(`./messages/settings/${locale}.json`),
    import(`./messages/interviews/${locale}.json`),
    import(`./messages/notifications/${locale}.json`),
    import(`./messages/companies/${locale}.json`),
    import(`./messages/alerts/${locale}.json`),
    import(`./messages/resumes/${locale}.json`),
    import(`./messages/pages/${locale}.json`),
    import(`./messages/home/${locale}.json`),
    import(`./messages/resumeParsing/${locale}.json`),
    import(`./messages/resumeTemplates/${locale}.json`),
    import(`./messages/videoResumes/${locale}.json`),
    import(`./messages/ai/${locale}.json`),
    import(`./messages/verification/${locale}.json`),
    import(`./messages/talents/${locale}.json`),
    import(`./messages/nearMe/${locale}.json`),
    import(`./messages/siteGuide/${locale}.json`),
    import(`./messages/companyAbout/${locale}.json`),
    import(`./messages/requestLimits/${locale}.json`),
    import(`./messages/spelling/${locale}.json`),
    import(`./messages/searchHelp/${locale}.json`),
    import(`./messages/fit/${locale}.json`),
    import(`./messages/progress/${locale}.json`),
    import(`./messages/aiWriter/${locale}.json`),
  ]);
  return Object.assign({}, ...parts.map((part) => part.default as Messages));
}

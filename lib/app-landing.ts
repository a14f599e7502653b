/** The features the page presents, each with a heading and a text in the `DownloadApp` messages. */
export const appFeatures = ['chat', 'resume', 'interviews', 'alerts'] as const;

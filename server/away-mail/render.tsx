import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import { MailFooter, MailLink, MailPage, MailParagraph, MailSubheading, renderMailHtml } from '../mail/layout';
import { platformText } from '../messages/platform-text';

export interface AwayMailInput {
  languageSlug: LanguageSlug;
  chats: { company: string; count: number; url: string }[];
  applications: { jobTitle: string; company: string; status: string }[];
  myJobsUrl: string;
  settingsUrl: string;
}

const itemStyle = { margin: '0 0 12px', lineHeight: 1.5 };
const listStyle = { margin: '0 0 24px', paddingInlineStart: 20 };

/**
 * The away mail's subject, plain text and HTML (issue 31), from the catalogue
 * (server/messages/awayMail): unread messages per conversation with a CLDR plural of their
 * count, and the employer's moves of the seeker's applications.
 */
export function renderAwayMail(input: AwayMailInput): { subject: string; text: string; html: string } {
  const t = platformText(input.languageSlug);
  const language = languageBySlug(input.languageSlug);
  const subject = t('AwayMail.subject');
  const heading = t('AwayMail.heading');
  const intro = t('AwayMail.intro');
  const why = t('AwayMail.why');
  const settings = t('AwayMail.settings');
  const openChat = t('AwayMail.openChat');
  const openMyJobs = t('AwayMail.openMyJobs');
  const chats = input.chats.map((chat) => ({ line: t('AwayMail.messages', { company: chat.company, count: chat.count }), url: chat.url }));
  const applications = input.applications.map((application) =>
    t('AwayMail.application', { job_title: application.jobTitle, company: application.company, status: application.status }),
  );

  const text = [
    heading,
    '',
    intro,
    '',
    ...(chats.length > 0 ? [t('AwayMail.chatsHeading'), ...chats.flatMap((chat) => [chat.line, `${openChat}: ${chat.url}`]), ''] : []),
    ...(applications.length > 0 ? [t('AwayMail.applicationsHeading'), ...applications, `${openMyJobs}: ${input.myJobsUrl}`, ''] : []),
    '—',
    why,
    `${settings}: ${input.settingsUrl}`,
  ].join('\n');

  const html = renderMailHtml(
    <MailPage
      language={language}
      title={subject}
      heading={heading}
      footer={<MailFooter why={why} href={input.settingsUrl} label={settings} />}
    >
      <MailParagraph style={{ margin: '0 0 24px' }}>{intro}</MailParagraph>
      {chats.length > 0 ? (
        <>
          <MailSubheading>{t('AwayMail.chatsHeading')}</MailSubheading>
          <ul style={listStyle}>
            {chats.map((chat) => (
              <li key={chat.url} style={itemStyle}>
                {chat.line}
                <br />
                <MailLink href={chat.url}>{openChat}</MailLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {applications.length > 0 ? (
        <>
          <MailSubheading>{t('AwayMail.applicationsHeading')}</MailSubheading>
          <ul style={{ ...listStyle, margin: '0 0 8px' }}>
            {applications.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two moves may read the same
              <li key={index} style={itemStyle}>
                {line}
              </li>
            ))}
          </ul>
          <MailParagraph style={{ margin: '0 0 24px' }}>
            <MailLink href={input.myJobsUrl}>{openMyJobs}</MailLink>
          </MailParagraph>
        </>
      ) : null}
    </MailPage>,
  );
  return { subject, text, html };
}

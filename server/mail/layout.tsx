import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '@/lib/languages';

/**
 * The one template of every mail the platform sends (account codes and links, interviews,
 * resumes, job alert digests, the away mail; issue 34, docs/decisions/0082): React components
 * rendered to static HTML, so every text and address is escaped by construction. Plain, accessible
 * HTML with inline styles (mail clients drop style sheets): the page language and direction, one
 * heading, real links.
 */
export const mailColors = { text: '#1f2328', muted: '#57606a', page: '#f3f4f6', link: '#1d4ed8', rule: '#e5e7eb' };

const paragraphStyle: CSSProperties = { margin: '0 0 16px', lineHeight: 1.5 };

export function MailParagraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ ...paragraphStyle, ...style }}>{children}</p>;
}

export function MailLink({ href, children, style }: { href: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <a href={href} style={{ color: mailColors.link, ...style }}>
      {children}
    </a>
  );
}

export function MailSubheading({ children }: { children: ReactNode }) {
  return <h2 style={{ margin: '0 0 12px', fontSize: 18 }}>{children}</h2>;
}

/** The small print of a mail a reader can stop: why it came, and one muted link to stop or tune it. */
export function MailFooter({ why, href, label }: { why: string; href: string; label: string }) {
  return (
    <>
      <p style={{ margin: '0 0 8px' }}>{why}</p>
      <p style={{ margin: 0 }}>
        <MailLink href={href} style={{ color: mailColors.muted }}>
          {label}
        </MailLink>
      </p>
    </>
  );
}

interface MailPageProps {
  language: Pick<Language, 'intl' | 'dir'>;
  /** The document title: the mail's subject. */
  title: string;
  heading: string;
  children: ReactNode;
  /** Small print under the card: why the mail came, how to stop it. */
  footer: ReactNode;
}

export function MailPage({ language, title, heading, children, footer }: MailPageProps) {
  return (
    <html lang={language.intl} dir={language.dir}>
      {/* biome-ignore lint/style/noHeadElement: a mail's own document, not a Next.js page */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: '24px 12px',
          background: mailColors.page,
          color: mailColors.text,
          fontFamily: "-apple-system,'Segoe UI',Roboto,Arial,sans-serif",
          fontSize: 16,
        }}
      >
        <main style={{ maxWidth: 560, margin: '0 auto', background: '#ffffff', borderRadius: 8, padding: '32px 24px' }}>
          <h1 style={{ margin: '0 0 16px', fontSize: 22, lineHeight: 1.3 }}>{heading}</h1>
          {children}
        </main>
        <footer style={{ maxWidth: 560, margin: '16px auto 0', fontSize: 12, color: mailColors.muted, textAlign: 'center' }}>{footer}</footer>
      </body>
    </html>
  );
}

/** A mail's HTML document. */
export function renderMailHtml(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

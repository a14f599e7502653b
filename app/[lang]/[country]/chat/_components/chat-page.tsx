import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SeekerChat } from '@/components/chat/seeker-chat';
import { ClientMessages } from '@/components/providers/client-messages';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { requireSession } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

// Interviews: invitation cards shown in the conversation (components/interviews).
export const chatNamespaces = ['Chat', 'JobPage', 'Interviews'] as const;

export async function chatMetadata(params: SiteParams): Promise<Metadata> {
  const site = resolveSite(params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Chat' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * `/{lang}/chat` and `/{lang}/chat/{id}` (platform spec §2 Chat): the seeker's own
 * conversations, so never cached; signed out, get-started brings the visitor back here.
 */
export async function ChatPage({ params, chatId }: { params: SiteParams; chatId: number | null }) {
  const site = resolveSite(params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  await requireSession(language.slug, chatId ? `/chat/${chatId}` : '/chat');
  const t = await getTranslations('Chat');
  return (
    <div className="section">
      {/* The list's own heading hides with the list on a phone; the page keeps its title. */}
      <h1 className="visually-hidden">{t('title')}</h1>
      <ClientMessages namespaces={chatNamespaces}>
        <SeekerChat language={language.slug} initialChatId={chatId} />
      </ClientMessages>
    </div>
  );
}

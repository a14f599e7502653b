import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { chatLimits } from '@/lib/chat-limits';
import { ChatHistorySetting } from './chat-history-setting';
import { ChatTextList } from './chat-text-list';

/** The body of a settings section for phrases or greetings; the settings layout gives the frame. */
export async function ChatTextPage({ kind }: { kind: 'phrases' | 'greetings' }) {
  const t = await getTranslations('ChatSettings');
  const headingId = `settings-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{kind === 'phrases' ? t('phrasesTitle') : t('greetingsTitle')}</h2>
      <p>
        {kind === 'phrases'
          ? t('phrasesIntro', { max: chatLimits.phrasesInSettings, inChat: chatLimits.phrasesInChat })
          : t('greetingsIntro', { max: chatLimits.greetings })}
      </p>
      <ClientMessages namespaces={['ChatSettings']}>
        <ChatTextList kind={kind} />
        {kind === 'greetings' && <ChatHistorySetting />}
      </ClientMessages>
    </section>
  );
}

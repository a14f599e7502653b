import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import type { devMailboxMessageSchema } from '@/lib/schemas/auth';
import type { Language } from '@/lib/languages';
import styles from './auth.module.css';

type MailboxMessage = z.infer<typeof devMailboxMessageSchema>;

/** The development mailbox's filter (a plain GET form: no script needed) and its messages. */
export async function DevMailboxList({ messages, to, language }: { messages: MailboxMessage[]; to: string | null; language: Language }) {
  const t = await getTranslations('Mailbox');
  const time = new Intl.DateTimeFormat(language.intl, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <>
      <form method="get" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="mailbox-to">{t('recipient')}</label>
          <input id="mailbox-to" name="to" type="search" defaultValue={to ?? ''} dir="ltr" autoComplete="off" />
        </div>
        <button type="submit" className="button">
          {t('show')}
        </button>
      </form>
      <h2>{to ? t('countFor', { count: messages.length, to }) : t('count', { count: messages.length })}</h2>
      {messages.length === 0 ? (
        <p className={styles.lead}>{t('empty')}</p>
      ) : (
        <ul className={styles.mailList}>
          {messages.map((message) => (
            <li key={message.id} className={styles.mail}>
              <article aria-labelledby={`mail-${message.id}`}>
                <h3 id={`mail-${message.id}`}>{message.subject ?? t('noSubject')}</h3>
                <p className={styles.hint}>
                  {t('meta', {
                    channel: message.channel,
                    to: message.to,
                    time: time.format(new Date(message.created_at)),
                  })}
                </p>
                <pre dir="auto">{message.text}</pre>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

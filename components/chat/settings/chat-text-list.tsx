'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  chatKeys,
  createGreeting,
  createPhrase,
  deleteGreeting,
  deletePhrase,
  listGreetings,
  listPhrases,
  selectGreeting,
  updateChatSettings,
  updateGreeting,
  updatePhrase,
} from '@/services/chat';
import { ChatTextForm } from './chat-text-form';
import { browserQuiet } from '@/services/browser';
import { type ChatTextKind, kindRules, refusalKey, type TextProblem } from './chat-text-rules';
import styles from './chat-settings.module.css';

interface Item {
  id: number;
  text: string;
  selected?: boolean;
}

/**
 * Common phrases (≤ 20) or greeting messages (≤ 10, one chosen, greeting on or off): add, edit,
 * delete, with the platform's text rules checked in the form and its refusals shown in words.
 */
export function ChatTextList({ kind }: { kind: ChatTextKind }) {
  const t = useTranslations('ChatSettings');
  const queryClient = useQueryClient();
  const key = kind === 'phrases' ? chatKeys.phrases() : chatKeys.greetings();
  const list = useQuery<{ items: Item[]; enabled?: boolean }>({
    queryKey: key,
    queryFn: async () => {
      const http = browserQuiet();
      if (kind === 'phrases') return { items: (await listPhrases(http)).phrases };
      const answer = await listGreetings(http);
      return { items: answer.greetings, enabled: answer.enabled };
    },
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverProblem, setServerProblem] = useState<{ id: number | 'new'; problem: TextProblem } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const fail = (target: number | 'new', error: unknown) => {
    const refusal = refusalKey(error);
    if (refusal.problem) setServerProblem({ id: target, problem: refusal.problem });
    else setNotice(t(`errors.${refusal.notice ?? 'generic'}`));
  };
  const save = useMutation({
    mutationFn: ({ id, text }: { id: number | 'new'; text: string }) =>
      // The client reads the document, so it is made when a call is made, never while rendering on the server.
      id === 'new'
        ? kind === 'phrases'
          ? createPhrase(browserQuiet(), text)
          : createGreeting(browserQuiet(), text)
        : kind === 'phrases'
          ? updatePhrase(browserQuiet(), id, text)
          : updateGreeting(browserQuiet(), id, text),
  });
  const remove = useMutation({ mutationFn: (id: number) => (kind === 'phrases' ? deletePhrase(browserQuiet(), id) : deleteGreeting(browserQuiet(), id)) });
  const choose = useMutation({ mutationFn: (id: number) => selectGreeting(browserQuiet(), id) });
  const toggle = useMutation({ mutationFn: (enabled: boolean) => updateChatSettings(browserQuiet(), { greeting_enabled: enabled }) });

  async function submit(id: number | 'new', text: string): Promise<boolean> {
    setStatus(null);
    setNotice(null);
    setServerProblem(null);
    try {
      await save.mutateAsync({ id, text });
      setEditing(null);
      setStatus(t('saved'));
      await refresh();
      return true;
    } catch (error) {
      fail(id, error);
      return false;
    }
  }

  async function run(action: () => Promise<unknown>, done: string | null) {
    setStatus(null);
    setNotice(null);
    try {
      await action();
      if (done) setStatus(done);
      await refresh();
    } catch (error) {
      fail('new', error);
    }
  }

  if (list.isPending) return <p role="status">{t('loading')}</p>;
  if (list.isError) return <p role="alert">{t('loadError')}</p>;
  const { items, enabled } = list.data;
  const max = kindRules[kind].max;
  const full = items.length >= max;

  return (
    <div className={styles.section}>
      {kind === 'greetings' && (
        <label className={styles.toggle}>
          <input type="checkbox" checked={enabled ?? true} disabled={toggle.isPending} onChange={(event) => void run(() => toggle.mutateAsync(event.target.checked), t('saved'))} />
          {t('greetingEnabled')}
        </label>
      )}
      <p className={styles.count}>{t('count', { count: items.length, max })}</p>
      <div aria-live="polite">
        {status && <p className={styles.status}>{status}</p>}
        {notice && (
          <p role="alert" className={styles.error}>
            {notice}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <p>{kind === 'phrases' ? t('emptyPhrases') : t('emptyGreetings')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {editing === item.id ? (
                <ChatTextForm
                  kind={kind}
                  label={t('editLabel')}
                  initial={item.text}
                  submitLabel={t('save')}
                  busy={save.isPending}
                  serverProblem={serverProblem?.id === item.id ? serverProblem.problem : undefined}
                  onSubmit={(text) => submit(item.id, text)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <p className={styles.text} dir="auto">
                    {item.text}
                  </p>
                  {item.selected && <span className={styles.selected}>{t('selected')}</span>}
                  <div className={styles.buttons}>
                    <button type="button" className="button button--secondary" onClick={() => setEditing(item.id)}>
                      {t('edit')}
                    </button>
                    {kind === 'greetings' && !item.selected && (
                      <button type="button" className="button button--secondary" onClick={() => void run(() => choose.mutateAsync(item.id), t('saved'))}>
                        {t('select')}
                      </button>
                    )}
                    <button type="button" className="button button--secondary" onClick={() => void run(() => remove.mutateAsync(item.id), t('deleted'))}>
                      {t('delete')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p>{t('limitReached', { max })}</p>
      ) : (
        <ChatTextForm
          kind={kind}
          label={kind === 'phrases' ? t('phraseLabel') : t('greetingLabel')}
          submitLabel={t('add')}
          busy={save.isPending}
          serverProblem={serverProblem?.id === 'new' ? serverProblem.problem : undefined}
          onSubmit={(text) => submit('new', text)}
        />
      )}
    </div>
  );
}

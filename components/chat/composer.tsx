'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { chatLimits } from '@/lib/chat-limits';
import { useChatEnvironment } from './chat-context';
import { PhrasePicker } from './phrase-picker';
import styles from './chat.module.css';

/** Writes and sends a message (Enter sends, Shift+Enter breaks the line); tells the other side while typing. */
export function Composer({ chatId }: { chatId: number }) {
  const t = useTranslations('Chat');
  const { connection, role } = useChatEnvironment();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const typingSent = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);

  function send(event?: FormEvent) {
    event?.preventDefault();
    const value = text.trim();
    if (!value) {
      setProblem(t('writeSomething'));
      return;
    }
    if (value.length > chatLimits.messageText) {
      setProblem(t('tooLong', { max: chatLimits.messageText }));
      return;
    }
    connection.send(chatId, value);
    connection.typing(chatId, false);
    typingSent.current = 0;
    setText('');
    setProblem(null);
    input.current?.focus();
  }

  function onChange(value: string) {
    setText(value);
    if (problem) setProblem(null);
    // One "typing" every few seconds is enough for the indicator on the other side.
    const now = Date.now();
    if (value && now - typingSent.current > 3000) {
      typingSent.current = now;
      connection.typing(chatId, true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  return (
    <form className={styles.composer} onSubmit={send} data-composer="">
      {role === 'jobseeker' && (
        <PhrasePicker
          onPick={(phrase) => {
            onChange(text ? `${text} ${phrase}` : phrase);
            input.current?.focus();
          }}
        />
      )}
      <label htmlFor={inputId} className="visually-hidden">
        {t('composerLabel')}
      </label>
      <textarea
        id={inputId}
        ref={input}
        rows={2}
        value={text}
        placeholder={t('composerPlaceholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => connection.typing(chatId, false)}
      />
      <button type="submit" className="button">
        {t('send')}
      </button>
      {problem && (
        <p id={errorId} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </form>
  );
}

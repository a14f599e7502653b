'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import type { LanguageSlug } from '@/lib/languages';
import type { RecruiterUser } from '@/lib/recruiter-session';
import { defaultDevRecruiterPassword, devRecruiterEmail } from '@/lib/schemas/recruiter';
import { chatLogoutEvent } from '@/lib/session-events';
import { ApiError } from '@/services/api-error';
import { detectDevice, documentSite, ensureDeviceUuid } from '@/services/browser-context';
import { chatConnection } from '@/services/chat-socket';
import { createHttp, recruiterRoleId } from '@/services/http';
import { ApplicationMoves } from './application-moves';
import { RecruiterInterviewTools } from './recruiter-interview-tools';
import { type ChatEnvironment, ChatEnvironmentProvider } from './chat-context';
import { ChatWorkspace } from './chat-workspace';
import styles from './chat.module.css';

function client(baseURL: string) {
  return createHttp({ baseURL, context: { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid(), roleId: recruiterRoleId } });
}

/**
 * The development recruiter page (issue 10): sign in as a seeded recruiter, then answer chats
 * live, agree to or decline a mobile exchange, and move the application.
 */
export function DevRecruiter({ language, initialUser }: { language: LanguageSlug; initialUser: RecruiterUser | null }) {
  const t = useTranslations('DevRecruiter');
  const [user, setUser] = useState(initialUser);
  const [selected, setSelected] = useState<number | null>(null);
  const [session, setSession] = useState<ReturnType<typeof client> | null>(null);
  const [environment, setEnvironment] = useState<ChatEnvironment | null>(null);

  // The session's client, the socket (and the chat's HTTP instance, services/chat-client.ts) read
  // the document: made in the browser, after the first render.
  useEffect(() => {
    // An axios instance is a function: handed to setState as is, React would call it as an updater.
    setSession(() => client('/session/recruiter'));
    setEnvironment({ role: 'recruiter', connection: chatConnection('recruiter'), language });
  }, [language]);

  if (!session || !environment) return null;

  async function logOut() {
    await session?.post('/log-out').catch(() => undefined);
    window.dispatchEvent(new Event(chatLogoutEvent));
    setUser(null);
    setSelected(null);
  }

  if (!user) return <RecruiterLogin onLoggedIn={setUser} post={(body) => session.post('/login', body)} />;
  return (
    <div className={styles.devRecruiter}>
      <p>
        {t('loggedInAs', { id: user.id, company: user.company_name })}{' '}
        <button type="button" className="button button--secondary" onClick={() => void logOut()}>
          {t('logOut')}
        </button>
      </p>
      <ChatEnvironmentProvider value={environment}>
        <ChatWorkspace selected={selected} onSelect={setSelected} tools={(chatId) => (
            <>
              <ApplicationMoves chatId={chatId} />
              <RecruiterInterviewTools chatId={chatId} />
            </>
          )} />
      </ChatEnvironmentProvider>
    </div>
  );
}

function RecruiterLogin({
  onLoggedIn,
  post,
}: {
  onLoggedIn: (user: RecruiterUser) => void;
  post: (body: { email: string; password: string }) => Promise<{ data: { data: RecruiterUser } }>;
}) {
  const t = useTranslations('DevRecruiter');
  const tc = useTranslations('Chat');
  const [recruiterId, setRecruiterId] = useState('1');
  const [email, setEmail] = useState(devRecruiterEmail(1));
  const [password, setPassword] = useState(defaultDevRecruiterPassword);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onLoggedIn((await post({ email, password })).data.data);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 429
          ? tc('errors.tooMany')
          : error instanceof ApiError && error.status < 500 && error.status > 0
            ? t('loginFailed')
            : tc('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.devLogin} onSubmit={submit}>
      <label>
        {t('recruiterId')}
        <input
          type="number"
          min={1}
          value={recruiterId}
          onChange={(event) => {
            setRecruiterId(event.target.value);
            const id = Number(event.target.value);
            if (Number.isInteger(id) && id > 0) setEmail(devRecruiterEmail(id));
          }}
        />
      </label>
      <label>
        {t('email')}
        <input type="email" value={email} autoComplete="off" onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        {t('password')}
        <input type="password" value={password} autoComplete="off" onChange={(event) => setPassword(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy}>
        {t('logIn')}
      </button>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </form>
  );
}

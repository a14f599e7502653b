'use client';

import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import { useText } from '@/components/providers/text-provider';
import { parseUserCookie, userCookieName } from '@/lib/session-cookies';
import { documentSite } from '@/services/browser-context';

/**
 * "Chat now" on the job page and the recruiter card. Everything behind the click (the HTTP
 * client, the chat service, zod) loads on click, so the job page's first load does not grow
 * (docs/decisions/0021). Signed out, it goes to get-started and comes back with
 * `?intent=chat:<jobId>` to finish; signed in, it opens the existing chat or starts one.
 */
const start = () => import('./chat-now-start');

const intentParam = 'intent';

function withoutLanguage(path: string) {
  return path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
}

/** get-started, coming back to this page to finish the chat (the job page's intent convention). */
function getStartedHref(intent: string) {
  const url = new URL(window.location.href);
  url.searchParams.set(intentParam, intent);
  return `/${documentSite().language}/get-started?redirect=${encodeURIComponent(withoutLanguage(url.pathname) + url.search)}`;
}

export function ChatNowButton({ jobId, recruiterId, className = 'button button--secondary' }: { jobId: number; recruiterId: number; className?: string }) {
  const t = useText('ChatNow');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const intent = `chat:${jobId}`;

  async function open() {
    if (!parseUserCookie(Cookies.get(userCookieName))) {
      window.location.assign(getStartedHref(intent));
      return;
    }
    setBusy(true);
    setProblem(null);
    const outcome = await (await start()).openChat(jobId, recruiterId);
    if (outcome.kind === 'open') {
      window.location.assign(`/${documentSite().language}/chat/${outcome.chatId}`);
      return;
    }
    setBusy(false);
    if (outcome.kind === 'signed-out') window.location.assign(getStartedHref(intent));
    else setProblem(t(outcome.reason));
  }

  // Back from get-started: finish what the visitor asked for, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per job
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(intentParam) !== intent) return;
    url.searchParams.delete(intentParam);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    void open();
  }, [intent]);

  return (
    <span className="chat-now">
      <button type="button" className={className} disabled={busy} aria-busy={busy || undefined} onClick={() => void open()}>
        {busy ? t('opening') : t('chatNow')}
      </button>
      {problem && (
        <span role="alert" className="field__error">
          {problem}
        </span>
      )}
    </span>
  );
}

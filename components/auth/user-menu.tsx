'use client';

import Cookies from 'js-cookie';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { LanguageSlug } from '@/lib/languages';
import { type CookieUser, parseUserCookie, type userCookieName } from '@/lib/session-cookies';
import { userChangedEvent } from '@/lib/session-events';
import { useHeaderCounts } from '@/components/chat/use-chat-unread';
import { formatMessage } from '@/lib/format-message';
import { logOut } from './log-out';
import styles from './user-menu.module.css';

export interface UserMenuLabels {
  logIn: string;
  myJobs: string;
  manageProfile: string;
  accountSettings: string;
  chat: string;
  /** ICU: `{count, plural, …}` unread chat messages. */
  chatUnread: string;
  logOut: string;
  completeProfile: string;
  verifyEmail: string;
  /** Said after the user's name on the menu button ("Ana, account menu"). */
  accountMenu: string;
  notifications?: string;
  /** ICU: `{count, plural, …}` unread notifications. */
  notificationsUnread?: string;
  /** Identity verification: only on the Singapore site (docs/decisions/0044). */
  verifyIdentity?: string;
}

export type UserMenuLinks = Record<'myJobs' | 'manageProfile' | 'accountSettings' | 'chat' | 'completeProfile' | 'verifyEmail' | 'logIn', string> & {
  notifications?: string;
  verifyIdentity?: string;
};

const cookie: typeof userCookieName = 'user';
let lastRaw: string | undefined;
let lastUser: CookieUser | null = null;

/** The session user from the readable `user` cookie; the same object while the cookie is unchanged. */
function readUser(): CookieUser | null {
  const raw = Cookies.get(cookie);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastUser = parseUserCookie(raw);
  }
  return lastUser;
}

const noSubscription = () => () => {};

function subscribe(onChange: () => void) {
  window.addEventListener('focus', onChange);
  window.addEventListener(userChangedEvent, onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener(userChangedEvent, onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * The header's signed-in state, read in the browser from the `user` cookie so that every page
 * stays one cached document for everyone. Tiny on purpose (no zod, no forms): it is on every page.
 */
export function UserMenu({ language, labels, links }: { language: LanguageSlug; labels: UserMenuLabels; links: UserMenuLinks }) {
  const user = useSyncExternalStore(subscribe, readUser, () => null);
  // False while the server's markup hydrates: the first-paint account shell stays until then.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [open, setOpen] = useState(false);
  const [loginHref, setLoginHref] = useState(links.logIn);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const withNotifications = Boolean(links.notifications && labels.notifications);
  const { chat: unread, notifications: unreadNotifications } = useHeaderCounts(user !== null, withNotifications);

  // Coming back here after logging in: the current page, known only in the browser.
  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    if (!/\/get-started(\/|$)/.test(window.location.pathname)) {
      setLoginHref(`${links.logIn}?redirect=${encodeURIComponent(here)}`);
    }
  }, [links.logIn]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  if (!user) {
    return (
      <>
        {/* Hidden by the first-paint script's mark only until hydration: a later log-out shows it again. */}
        <a href={loginHref} className={`button ${styles.login}`} data-signed-out={hydrated ? undefined : ''}>
          {labels.logIn}
        </a>
        {!hydrated && (
          // Shown before hydration by lib/account-paint.ts when the `user` cookie says who is signed in.
          <span className={styles.menu} data-account-shell="">
            <a href={links.completeProfile} className={styles.prompt} data-account-prompt="">
              {labels.completeProfile}
            </a>
            <a href={links.manageProfile} className={styles.trigger}>
              <span aria-hidden="true" className={styles.avatar} data-account-initial="" />
              <span className={styles.name} data-account-name="" data-fallback={labels.accountSettings} />
            </a>
          </span>
        )}
      </>
    );
  }

  // No email in the readable cookie (issue 30): a nameless account shows its last name or the menu's own label.
  const name = user.first_name || user.last_name || labels.accountSettings;
  return (
    <div className={styles.menu} ref={root} data-account-menu="">
      {!user.is_profile_completed && (
        <a href={links.completeProfile} className={styles.prompt}>
          {labels.completeProfile}
        </a>
      )}
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {user.avatar ? (
          // biome-ignore lint/performance/noImgElement: the avatar is served by the platform, not the Next image pipeline
          <img src={user.avatar} alt="" className={styles.avatar} width={32} height={32} />
        ) : (
          <span aria-hidden="true" className={styles.avatar}>
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className={styles.name}>{name}</span> <span className="visually-hidden">{labels.accountMenu}</span>
        {unread > 0 && (
          <span className={styles.count} data-chat-badge="">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{formatMessage(labels.chatUnread, language, { count: unread })}</span>
          </span>
        )}
        {unreadNotifications > 0 && labels.notificationsUnread && (
          <span className={styles.count} data-notification-badge="">
            <span aria-hidden="true">{unreadNotifications}</span>
            <span className="visually-hidden">{formatMessage(labels.notificationsUnread, language, { count: unreadNotifications })}</span>
          </span>
        )}
      </button>
      <ul id={menuId} className={styles.list} hidden={!open}>
        {!user.is_profile_completed && (
          // Narrow headers keep the prompt here instead of beside the button.
          <li className={styles.promptItem}>
            <a href={links.completeProfile}>{labels.completeProfile}</a>
          </li>
        )}
        <li>
          <a href={links.chat}>
            {labels.chat}
            {unread > 0 && <span className={styles.count}>{formatMessage(labels.chatUnread, language, { count: unread })}</span>}
          </a>
        </li>
        {links.notifications && labels.notifications && (
          <li>
            <a href={links.notifications}>
              {labels.notifications}
              {unreadNotifications > 0 && labels.notificationsUnread && (
                <span className={styles.count}>{formatMessage(labels.notificationsUnread, language, { count: unreadNotifications })}</span>
              )}
            </a>
          </li>
        )}
        <li>
          <a href={links.myJobs}>{labels.myJobs}</a>
        </li>
        <li>
          <a href={links.manageProfile}>{labels.manageProfile}</a>
        </li>
        <li>
          <a href={links.accountSettings}>{labels.accountSettings}</a>
        </li>
        {links.verifyIdentity && labels.verifyIdentity && (
          <li>
            <a href={links.verifyIdentity}>{labels.verifyIdentity}</a>
          </li>
        )}
        {user.has_email && !user.is_email_verify && (
          <li>
            <a href={links.verifyEmail}>{labels.verifyEmail}</a>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void logOut(language)}>
            {labels.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

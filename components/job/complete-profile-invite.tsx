'use client';

import { useEffect, useState } from 'react';
import { cookieValue } from '@/lib/cookies';
import { parseUserCookie, userCookieName } from '@/lib/session-cookies';

export interface CompleteProfileInviteLabels {
  title: string;
  text: string;
  action: string;
}

const readUserCookie = () => parseUserCookie(cookieValue(document.cookie, userCookieName) || null);

/**
 * After applying (quick apply makes the account on the way): once the page has said the
 * application was sent, a seeker whose profile is not complete is invited to complete it. The
 * page is the same cached document for everyone, so the cookie is read in the browser.
 */
export function CompleteProfileInvite({ href, labels }: { href: string; labels: CompleteProfileInviteLabels }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const user = readUserCookie();
    setShow(user !== null && !user.is_profile_completed);
  }, []);
  if (!show) return null;
  return (
    <section className="side-card complete-invite" aria-labelledby="complete-invite-title">
      <h2 id="complete-invite-title">{labels.title}</h2>
      <p>{labels.text}</p>
      <p>
        <a href={href} className="button">
          {labels.action}
        </a>
      </p>
    </section>
  );
}

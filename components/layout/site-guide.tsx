'use client';

import Cookies from 'js-cookie';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { isCrawler } from '@/lib/crawler';
import { userCookieName } from '@/lib/session-cookies';
import { siteGuideCookie, siteGuideCookieDays, siteGuideSeen } from '@/lib/site-guide';
import './site-guide.css';

interface SiteGuideProps {
  labels: { title: string; close: string; done: string };
  /** What the guide says, rendered on the server (closed, it is neither shown nor read out). */
  children: ReactNode;
}

/** The longest the guide waits for the page to go idle after hydration before it listens for a scroll. */
export const siteGuideIdleTimeoutMs = 3000;

function remember() {
  Cookies.set(siteGuideCookie, siteGuideSeen, { expires: siteGuideCookieDays, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' });
}

/**
 * The site guide for a first visit (platform spec §2): a native modal dialog for a visitor who is
 * neither signed in nor a crawler and has not closed it before. It opens at the visitor's first
 * scroll once the page is interactive and idle: a browser stops looking for the page's largest
 * contentful paint at the first input, so the guide's text never becomes it (opened unasked, it
 * did on four of six home pages measured), and a scroll, unlike a click or a key, is not an action
 * the dialog would take over. In the top layer it shifts nothing on the page; the dialog keeps
 * focus inside, Escape closes it, and focus returns to where it was. However it is closed (its
 * buttons, Escape, the backdrop, following one of its links), it is remembered for good.
 */
export function SiteGuide({ labels, children }: SiteGuideProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (Cookies.get(siteGuideCookie) || Cookies.get(userCookieName) || isCrawler(navigator.userAgent)) return;
    const open = () => {
      const element = dialog.current;
      // Another tab may have closed the guide meanwhile.
      if (element && !element.open && !Cookies.get(siteGuideCookie)) element.showModal();
    };
    const listen = () => window.addEventListener('scroll', open, { once: true, passive: true });
    const stop = () => window.removeEventListener('scroll', open);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(listen, { timeout: siteGuideIdleTimeoutMs });
      return () => {
        window.cancelIdleCallback(handle);
        stop();
      };
    }
    const timer = setTimeout(listen, 1000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    // The backdrop is the dialog itself; a link leaves the page, which removes the dialog unclosed.
    if (target === event.currentTarget) event.currentTarget.close();
    else if (target.closest('a')) remember();
  }

  const close = () => dialog.current?.close();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only catches the backdrop and links
    <dialog ref={dialog} aria-labelledby={titleId} className="site-guide" onClick={onClick} onClose={remember}>
      <div className="site-guide__panel">
        <div className="site-guide__head">
          <h2 id={titleId}>{labels.title}</h2>
          <button type="button" className="site-guide__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{labels.close}</span>
          </button>
        </div>
        {children}
        <button type="button" className="button site-guide__done" onClick={close}>
          {labels.done}
        </button>
      </div>
    </dialog>
  );
}

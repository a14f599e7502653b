import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteGuide } from '@/components/layout/site-guide';
import { siteGuideCookie } from '@/lib/site-guide';

const realUserAgent = navigator.userAgent;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; close() fires "close" as a browser's does.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  // The page goes idle at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
});
afterEach(() => {
  // Unmount while the idle stubs still exist: the guide cancels its idle callback then.
  cleanup();
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  Object.defineProperty(window.navigator, 'userAgent', { value: realUserAgent, configurable: true });
});

function renderGuide() {
  render(
    <main>
      <button type="button">Search</button>
      <SiteGuide labels={{ title: 'Welcome to Hireloop', close: 'Close the guide', done: 'Start exploring' }}>
        <p>Three ways to start.</p>
        <a href="#remote-jobs">Browse remote jobs</a>
      </SiteGuide>
    </main>,
  );
  return screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 20));
const scroll = () => window.dispatchEvent(new Event('scroll'));
/** The page goes idle, the visitor scrolls: the guide opens. */
async function opened(dialog: HTMLDialogElement) {
  await idle();
  scroll();
  await vi.waitFor(() => expect(dialog.open).toBe(true));
}
/** Lets the idle callback run and the visitor scroll, then says whether the guide opened. */
async function openedAfterIdle(dialog: HTMLDialogElement) {
  await idle();
  scroll();
  await idle();
  return dialog.open;
}

describe('SiteGuide', () => {
  it('opens on a first visit at the first scroll once the page is idle, as a dialog named by its heading', async () => {
    const dialog = renderGuide();
    // Not before the page is idle, and not without a scroll: its text must not be the page's largest paint.
    scroll();
    await idle();
    expect(dialog.open).toBe(false);
    await idle();
    expect(dialog.open).toBe(false);
    scroll();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Welcome to Hireloop' })).toBe(dialog);
    expect(screen.getByText('Three ways to start.')).toBeTruthy();
  });

  it('is remembered once closed, and does not open on the next visit', async () => {
    const dialog = renderGuide();
    await opened(dialog);
    expect(Cookies.get(siteGuideCookie)).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Close the guide' }));
    expect(dialog.open).toBe(false);
    expect(Cookies.get(siteGuideCookie)).toBe('1');

    cleanup();
    const again = renderGuide();
    expect(await openedAfterIdle(again)).toBe(false);
  });

  it('closes from its main button and from a click on the backdrop, not from a click inside', async () => {
    const dialog = renderGuide();
    await opened(dialog);
    await userEvent.click(screen.getByText('Three ways to start.'));
    expect(dialog.open).toBe(true);
    await userEvent.click(dialog);
    expect(dialog.open).toBe(false);
    expect(Cookies.get(siteGuideCookie)).toBe('1');

    Cookies.remove(siteGuideCookie, { path: '/' });
    cleanup();
    const next = renderGuide();
    await opened(next);
    await userEvent.click(screen.getByRole('button', { name: 'Start exploring' }));
    expect(next.open).toBe(false);
    expect(Cookies.get(siteGuideCookie)).toBe('1');
  });

  it('is remembered when the visitor follows one of its links (the page goes, the dialog is never closed)', async () => {
    const dialog = renderGuide();
    await opened(dialog);
    await userEvent.click(screen.getByRole('link', { name: 'Browse remote jobs' }));
    expect(Cookies.get(siteGuideCookie)).toBe('1');
  });

  it('stays closed for a signed-in visitor and for crawlers and page auditors', async () => {
    Cookies.set('user', '%7B%22id%22%3A1%7D', { path: '/' });
    expect(await openedAfterIdle(renderGuide())).toBe(false);
    Cookies.remove('user', { path: '/' });

    cleanup();
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux) Chrome/130.0 Safari/537.36 Chrome-Lighthouse', configurable: true });
    expect(await openedAfterIdle(renderGuide())).toBe(false);
    expect(Cookies.get(siteGuideCookie)).toBeUndefined();
  });
});

'use client';

import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import './menu-drawer.css';

interface MenuDrawerProps {
  labels: { open: string; close: string; title: string };
  /** The menu itself, rendered on the server. */
  children: ReactNode;
}

/**
 * The header's menu on narrow screens: a button that opens a modal drawer from the inline end
 * (the right in left-to-right languages, the left in Arabic). The native dialog traps focus,
 * closes on Escape and gives focus back to the button; following a link or clicking outside
 * closes it too.
 */
export function MenuDrawer({ labels, children }: MenuDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    // The backdrop is the dialog itself; a link navigates while the header stays mounted.
    if (target === event.currentTarget || target.closest('a')) event.currentTarget.close();
  }

  return (
    <>
      <button
        type="button"
        className="menu-drawer__open"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <span aria-hidden="true" className="menu-drawer__icon" />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only catches the backdrop and links */}
      <dialog ref={dialog} aria-labelledby={titleId} className="menu-drawer" onClick={onClick}>
        <div className="menu-drawer__panel">
          <div className="menu-drawer__head">
            <h2 id={titleId} className="menu-drawer__title">
              {labels.title}
            </h2>
            <button type="button" className="menu-drawer__close" onClick={() => dialog.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{labels.close}</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}

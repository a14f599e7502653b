'use client';

import { useText } from '@/components/providers/text-provider';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * On narrow screens the filter panel is a sheet opened by a button; on wide screens the same
 * panel sits beside the results and the button is hidden (CSS). Each filter is a link that
 * applies it, so choosing one closes the sheet: no separate "show results" step.
 */
export function FilterSheet({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const t = useText('Filters');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="filter-sheet" data-open={open}>
      <button
        ref={openButton}
        type="button"
        className="button button--secondary filter-sheet__open"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        {t('open', { count: activeCount })}
      </button>
      {/* Choosing a filter (a link) applies it at once: the sheet closes on the new results. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: it listens for the links' clicks, which the keyboard fires too */}
      <section
        id={panelId}
        className="filter-sheet__panel"
        aria-label={t('title')}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
        <button
          ref={closeButton}
          type="button"
          className="button filter-sheet__close"
          onClick={() => {
            setOpen(false);
            openButton.current?.focus();
          }}
        >
          {t('close')}
        </button>
      </section>
    </div>
  );
}

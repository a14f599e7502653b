'use client';

import type { ReactNode } from 'react';

/**
 * A GET form that applies itself when a choice changes, as a phone user expects from a select;
 * without script its own submit button (in <noscript>) does it.
 */
export function AutoSubmitForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <form method="get" className={className} onChange={(event) => event.currentTarget.requestSubmit()}>
      {children}
    </form>
  );
}

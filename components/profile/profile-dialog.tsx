'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './profile.module.css';

/**
 * A modal dialog (the native <dialog>: focus is trapped, Escape closes, focus returns to the
 * opener). Open while `open` is true; closing by any means calls onClose.
 */
export function ProfileDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} className={styles.dialog} onClose={onClose}>
      {open && (
        <div className={styles.dialogBody}>
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

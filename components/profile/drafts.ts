'use client';

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a user typed into a profile form, kept in sessionStorage so a reload does not lose it
 * (the wizard's promise). Items expire after 30 minutes (core spec §9: session-storage items
 * expire after a number of minutes) and are cleared once the profile is completed.
 */
const draftTtlMs = 30 * 60 * 1000;
const prefix = 'hireloop.profile.';

interface Stored {
  savedAt: number;
  values: unknown;
}

export function draftKey(userId: number, name: string): string {
  return `${prefix}${userId}.${name}`;
}

export function readDraft<T>(key: string, now = Date.now()): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > draftTtlMs) {
      window.sessionStorage.removeItem(key);
      return null;
    }
    return stored.values as T;
  } catch {
    // A full or disabled storage, or a value another version wrote: no draft.
    return null;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values } satisfies Stored));
  } catch {
    // Storage full or disabled: the form still works, only a reload would lose the typing.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Every draft of a user (after completing the profile). */
export function clearDrafts(userId: number): void {
  try {
    const mine = `${prefix}${userId}.`;
    for (const key of Object.keys(window.sessionStorage)) if (key.startsWith(mine)) window.sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Restores a form from its draft once mounted, then saves every change to it. */
export function useDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | null | undefined): void {
  useEffect(() => {
    if (!key) return;
    const draft = readDraft<T>(key);
    if (draft) form.reset(draft, { keepDefaultValues: true });
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
}

'use client';

import { type ChangeEvent, useState } from 'react';
import { isCancelled } from '@/services/lazy-http';

/** The file on its way: its name, how much of it has gone (0 to 1), and what cancels it. */
export interface Upload {
  name: string;
  fraction: number;
  controller: AbortController;
}

/** What an upload sends with the file: a signal to cancel it and where its progress goes. */
export interface UploadOptions {
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

interface UploadSteps<Result> {
  /** The form's own check of a chosen file, in the catalogue's words; null when it may go. A promise for a check that reads the file. */
  check: (file: File) => string | null | Promise<string | null>;
  /** The service call that uploads the file. */
  send: (file: File, options: UploadOptions) => Promise<Result>;
  /** What the status line says once the platform has the file. */
  uploaded: (result: Result, file: File) => string;
  /** What the status line says when the seeker cancelled. */
  cancelled: () => string;
  /** Why the platform refused, from the error's named code and the file chosen. */
  refused: (error: unknown, file: File) => string;
  /** Reads the list again after an upload. */
  refresh: () => Promise<unknown>;
}

/**
 * One file picker's upload with progress (the attached resumes and the video resumes, issue 34):
 * pick → the form's check → upload with progress → cancel → the refusal said by its code → the
 * list read again. The problem and status lines are the section's, so its other actions (delete,
 * rename) write to them too.
 */
export function useUpload<Result>(steps: UploadSteps<Result>) {
  const [upload, setUpload] = useState<Upload | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function start(file: File) {
    const controller = new AbortController();
    setUpload({ name: file.name, fraction: 0, controller });
    try {
      const result = await steps.send(file, {
        signal: controller.signal,
        // A late progress event of a cancelled upload must not move the bar of the next one.
        onProgress: (fraction) => setUpload((current) => (current?.controller === controller ? { ...current, fraction } : current)),
      });
      setStatus(steps.uploaded(result, file));
      await steps.refresh();
    } catch (error) {
      if (isCancelled(error)) setStatus(steps.cancelled());
      else setProblem(steps.refused(error, file));
    } finally {
      setUpload((current) => (current?.controller === controller ? null : current));
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change the picker reports.
    event.target.value = '';
    setProblem(null);
    setStatus(null);
    if (!file) return;
    let found = steps.check(file);
    if (found instanceof Promise) {
      setChecking(true);
      found = await found;
      setChecking(false);
    }
    if (found) return setProblem(found);
    void start(file);
  }

  return {
    upload,
    /** The bar's value, a whole percent. */
    percent: upload ? Math.round(upload.fraction * 100) : 0,
    checking,
    problem,
    status,
    setProblem,
    setStatus,
    choose,
    cancel: () => upload?.controller.abort(),
  };
}

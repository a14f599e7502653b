'use client';

import { useText } from '@/components/providers/text-provider';
import { useEffect, useState } from 'react';
import { notifications } from '@/lib/notifications';

/**
 * Share the job: the device's own share sheet where the browser has one, copying the link
 * everywhere else. One button, named for what it does here.
 */
export function ShareJob({ url, title }: { url: string; title: string }) {
  const t = useText('JobPage');
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notifications.show(t('linkCopied'), 'success');
    } catch {
      notifications.show(t('copyFailed'));
    }
  }

  async function share() {
    try {
      await navigator.share({ url, title });
    } catch (error) {
      // Closing the sheet is not a failure; a sheet that could not open leaves copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  }

  return (
    <div className="share">
      <button type="button" className="button button--secondary" onClick={canShare ? share : copy}>
        {canShare ? t('shareVia') : t('copyLink')}
      </button>
    </div>
  );
}

'use client';

import { useText } from '@/components/providers/text-provider';
import { useEffect, useState } from 'react';
import { notifications } from '@/lib/notifications';

/** Copy the job's link, or hand it to the device's share sheet where there is one. */
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

  return (
    <div className="share">
      <button type="button" className="button button--secondary" onClick={copy}>
        {t('copyLink')}
      </button>
      {canShare && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => navigator.share({ url, title }).catch(() => undefined)}
        >
          {t('shareVia')}
        </button>
      )}
    </div>
  );
}

import { useText } from '@/components/providers/text-provider';
import { documentSite } from '@/services/browser-context';

export interface BlockCompanyProps {
  companyId: number;
  companyName: string;
}

/**
 * "Block this company" as it looks: the button, and once blocked what that means with the way to
 * the settings' list. `problem` is said at once (role="alert").
 */
export function BlockCompanyView({
  blocked,
  busy,
  disabled = false,
  problem = null,
  onToggle,
}: {
  blocked: boolean;
  busy: boolean;
  /** While the signed-in button loads: a click now would be lost. */
  disabled?: boolean;
  problem?: string | null;
  onToggle: () => void;
}) {
  const t = useText('CompanyBlock');
  return (
    <div className="company-block">
      <button type="button" className="button button--secondary company-block__button" aria-busy={busy || undefined} disabled={disabled} onClick={onToggle}>
        {blocked ? t('unblock') : t('block')}
      </button>
      {blocked && (
        <p className="company-block__note">
          {t('blockedNote')} <a href={`/${documentSite().language}/settings/blocked-companies`}>{t('manage')}</a>
        </p>
      )}
      {problem && (
        <p role="alert" className="company-block__problem">
          {problem}
        </p>
      )}
    </div>
  );
}

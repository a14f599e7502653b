import { useText } from '@/components/providers/text-provider';
import { documentSite } from '@/services/browser-context';
import './follow-company.css';

export interface FollowCompanyProps {
  companyId: number;
  companyName: string;
  /** The company page shows what following means and the way to the settings' list; a card does not. */
  placement: 'page' | 'card';
}

/**
 * "Follow" as it looks (issue 35 item 4): a toggle button (aria-pressed), named with the company
 * on a card where several sit together; on the company page, once followed, what that means.
 * `problem` is said at once (role="alert").
 */
export function FollowCompanyView({
  companyName,
  placement,
  followed,
  busy,
  disabled = false,
  problem = null,
  onToggle,
}: Omit<FollowCompanyProps, 'companyId'> & {
  followed: boolean;
  busy: boolean;
  /** While the signed-in button loads: a click now would be lost. */
  disabled?: boolean;
  problem?: string | null;
  onToggle: () => void;
}) {
  const t = useText('CompanyFollow');
  return (
    <div className={`company-follow company-follow--${placement}`}>
      <button
        type="button"
        className={`button${followed ? ' button--secondary' : ''} company-follow__button`}
        aria-pressed={followed}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={onToggle}
        data-company-follow={placement}
      >
        {followed ? t('following') : t('follow')}
        {placement === 'card' && (
          <>
            {' '}
            <span className="visually-hidden">{companyName}</span>
          </>
        )}
      </button>
      {followed && placement === 'page' && (
        <p className="company-follow__note">
          {t('followedNote')} <a href={`/${documentSite().language}/settings/followed-companies`}>{t('manage')}</a>
        </p>
      )}
      {problem && (
        <p role="alert" className="company-follow__problem">
          {problem}
        </p>
      )}
    </div>
  );
}

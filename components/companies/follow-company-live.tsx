'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { followCompany, followedCompaniesQuery, followedCompanyKeys, unfollowCompany } from '@/services/company-follows';
import { quietApiClient } from '@/services/session-lifecycle';
import { useCompanyListToggle } from './company-list-toggle';
import { type FollowCompanyProps, FollowCompanyView } from './follow-company-view';

/** The signed-in button: the followed list (one query for every button of the page), follow and unfollow. */
function LiveButton(props: FollowCompanyProps) {
  const toggle = useCompanyListToggle({
    companyId: props.companyId,
    companyName: props.companyName,
    list: followedCompaniesQuery(quietApiClient),
    keys: followedCompanyKeys,
    add: (id) => followCompany(quietApiClient(), id),
    remove: (id) => unfollowCompany(quietApiClient(), id),
    verb: 'follow',
    text: { namespace: 'CompanyFollow', added: 'followedToast', removed: 'unfollowedToast' },
  });
  return (
    <FollowCompanyView
      {...props}
      followed={toggle.on}
      busy={toggle.busy}
      disabled={toggle.disabled}
      problem={toggle.problem}
      onToggle={toggle.onToggle}
    />
  );
}

/** The live button with React Query, which arrives with it. */
export function FollowCompanyLive(props: FollowCompanyProps) {
  return (
    <QueryProvider>
      <LiveButton {...props} />
    </QueryProvider>
  );
}

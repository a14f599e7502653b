'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { followedCompanyList } from '@/services/company-lists';
import { useCompanyListToggle } from './company-list-toggle';
import { type FollowCompanyProps, FollowCompanyView } from './follow-company-view';

const texts = { verb: 'follow', namespace: 'CompanyFollow', added: 'followedToast', removed: 'unfollowedToast' };

/** The signed-in button: the followed list (one query for every button of the page), follow and unfollow. */
function LiveButton(props: FollowCompanyProps) {
  const { on, ...toggle } = useCompanyListToggle(props, followedCompanyList, texts);
  return <FollowCompanyView {...props} {...toggle} followed={on} />;
}

/** The live button with React Query, which arrives with it. */
export function FollowCompanyLive(props: FollowCompanyProps) {
  return (
    <QueryProvider>
      <LiveButton {...props} />
    </QueryProvider>
  );
}

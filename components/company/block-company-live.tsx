'use client';

import { useCompanyListToggle } from '@/components/companies/company-list-toggle';
import { QueryProvider } from '@/components/providers/query-provider';
import { blockedCompanyList } from '@/services/company-lists';
import { type BlockCompanyProps, BlockCompanyView } from './block-company-view';

const texts = { verb: 'block', namespace: 'CompanyBlock', added: 'blockedToast', removed: 'unblockedToast' };

/** The signed-in button: the settings' calls (list, create, delete) on the blocked companies. */
function LiveButton(props: BlockCompanyProps) {
  const { on, ...toggle } = useCompanyListToggle(props, blockedCompanyList, texts);
  return <BlockCompanyView {...toggle} blocked={on} />;
}

/** The live button with React Query, which arrives with it. */
export function BlockCompanyLive(props: BlockCompanyProps) {
  return (
    <QueryProvider>
      <LiveButton {...props} />
    </QueryProvider>
  );
}

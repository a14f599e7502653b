'use client';

import { useCompanyListToggle } from '@/components/companies/company-list-toggle';
import { QueryProvider } from '@/components/providers/query-provider';
import { blockCompany, blockedCompaniesQuery, blockedCompanyKeys, unblockCompany } from '@/services/blocked-companies';
import { type BlockCompanyProps, BlockCompanyView } from './block-company-view';

const blocked = { query: blockedCompaniesQuery, keys: blockedCompanyKeys, add: blockCompany, remove: unblockCompany };
const texts = { verb: 'block', namespace: 'CompanyBlock', added: 'blockedToast', removed: 'unblockedToast' };

/** The signed-in button: the settings' calls (list, create, delete) on the blocked companies. */
function LiveButton(props: BlockCompanyProps) {
  const { on, ...toggle } = useCompanyListToggle(props, blocked, texts);
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

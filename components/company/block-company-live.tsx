'use client';

import { useCompanyListToggle } from '@/components/companies/company-list-toggle';
import { QueryProvider } from '@/components/providers/query-provider';
import { blockCompany, blockedCompaniesQuery, blockedCompanyKeys, unblockCompany } from '@/services/blocked-companies';
import { quietApiClient } from '@/services/session-lifecycle';
import { type BlockCompanyProps, BlockCompanyView } from './block-company-view';

/** The signed-in button: the settings' calls (list, create, delete) on the blocked companies. */
function LiveButton({ companyId, companyName }: BlockCompanyProps) {
  const toggle = useCompanyListToggle({
    companyId,
    companyName,
    list: blockedCompaniesQuery(quietApiClient),
    keys: blockedCompanyKeys,
    add: (id) => blockCompany(quietApiClient(), id),
    remove: (id) => unblockCompany(quietApiClient(), id),
    verb: 'block',
    text: { namespace: 'CompanyBlock', added: 'blockedToast', removed: 'unblockedToast' },
  });
  return <BlockCompanyView blocked={toggle.on} busy={toggle.busy} disabled={toggle.disabled} problem={toggle.problem} onToggle={toggle.onToggle} />;
}

/** The live button with React Query, which arrives with it. */
export function BlockCompanyLive(props: BlockCompanyProps) {
  return (
    <QueryProvider>
      <LiveButton {...props} />
    </QueryProvider>
  );
}

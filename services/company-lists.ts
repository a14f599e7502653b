import { blockCompany, blockedCompaniesQuery, blockedCompanyKeys, unblockCompany } from './blocked-companies';
import { followCompany, followedCompaniesQuery, followedCompanyKeys, unfollowCompany } from './company-follows';
import { quietApiClient } from './session-lifecycle';

/**
 * The seeker's followed and blocked companies as a signed-in Follow or Block button uses them
 * (components/companies/company-list-toggle.ts): on the quiet instance, since the button says a
 * refusal beside itself instead of the app's pop-up.
 */
export const followedCompanyList = {
  query: () => followedCompaniesQuery(quietApiClient),
  keys: followedCompanyKeys,
  add: (companyId: number) => followCompany(quietApiClient(), companyId),
  remove: (companyId: number) => unfollowCompany(quietApiClient(), companyId),
};

export const blockedCompanyList = {
  query: () => blockedCompaniesQuery(quietApiClient),
  keys: blockedCompanyKeys,
  add: (companyId: number) => blockCompany(quietApiClient(), companyId),
  remove: (companyId: number) => unblockCompany(quietApiClient(), companyId),
};

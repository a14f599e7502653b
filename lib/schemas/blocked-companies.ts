import { z } from 'zod';
import { intParam, maxId, textParam } from './params';

/**
 * Blocked companies (platform spec §6, §7 Company): a seeker blocks a company, after which its
 * recruiters cannot reach the seeker in chat and the seeker cannot start one with them.
 *   GET    /company/blacklist-companies                      → BlockedCompanyList
 *   POST   /company/blacklist-companies/create   { company_id } → BlockedCompany
 *   DELETE /company/{companyId}/blacklist-companies/delete     → { deleted }
 *   GET    /company/search-company-by-legal-name-displany-name?company_name&size → CompanyNameMatches
 *          (the spelling is the documented call's, platform spec §7 Company)
 */
export const blockCompanyBodySchema = z.object({ company_id: z.number({ message: 'Choose a company' }).int().min(1).max(maxId) });
export const blockedCompanySchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  logo_color: z.string(),
  created_at: z.string(),
});
export type BlockedCompany = z.infer<typeof blockedCompanySchema>;
export const blockedCompanyListSchema = z.object({ companies: z.array(blockedCompanySchema) });
export const unblockResultSchema = z.object({ deleted: z.boolean() });
/** Blocked companies a seeker keeps. */
export const maxBlockedCompanies = 500;

/** Companies of the request's country whose display or legal name holds the words. */
export const companyNameSearchQuerySchema = z.object({
  company_name: textParam(100).refine((value) => value !== undefined && value.length >= 2, { message: 'Enter at least 2 characters' }),
  size: intParam(1, 20).transform((value) => value ?? 10),
});
export const companyNameMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_name: z.string().nullable(),
  logo_color: z.string(),
  blocked: z.boolean(),
});
export type CompanyNameMatch = z.infer<typeof companyNameMatchSchema>;
export const companyNameMatchesSchema = z.object({ companies: z.array(companyNameMatchSchema) });

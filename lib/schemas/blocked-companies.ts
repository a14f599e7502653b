import { z } from 'zod';
import { maxId } from './params';

/**
 * Blocked companies (platform spec §6, §7 Company): a seeker blocks a company, after which its
 * recruiters cannot reach the seeker in chat and the seeker cannot start one with them.
 *   GET    /company/blacklist-companies                      → BlockedCompanyList
 *   POST   /company/blacklist-companies/create   { company_id } → BlockedCompany
 *   DELETE /company/{companyId}/blacklist-companies/delete     → { deleted }
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

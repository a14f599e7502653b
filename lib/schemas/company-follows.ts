import { z } from 'zod';
import { maxId } from './params';

/**
 * Followed companies (issue 35 item 4): a seeker follows a company from its page or card; its new
 * jobs reach them as a notification and in their job alert digests.
 *   GET    /company/followed-companies                        → FollowedCompanyList
 *   POST   /company/followed-companies/create  { company_id } → FollowedCompany (201)
 *   DELETE /company/{companyId}/followed-companies/delete     → { deleted }
 */
export const followCompanyBodySchema = z.object({ company_id: z.number({ message: 'Choose a company' }).int().min(1).max(maxId) });
export const followedCompanySchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  logo_color: z.string(),
  created_at: z.string(),
});
export type FollowedCompany = z.infer<typeof followedCompanySchema>;
export const followedCompanyListSchema = z.object({ companies: z.array(followedCompanySchema), max: z.number().int() });
export const unfollowResultSchema = z.object({ deleted: z.boolean() });
/** Companies one seeker may follow: each follow is work for every job its company posts. */
export const maxFollowedCompanies = 100;

/** Development only: POST /dev/jobs posts a job for a company now (a copy of its newest open job under a new title). */
export const devPostJobBodySchema = z.object({
  company_id: z.number({ message: 'Choose a company' }).int().min(1).max(maxId),
  title: z.string({ message: 'Give the job a title' }).trim().min(1, 'Give the job a title').max(200, 'Use at most 200 characters'),
});

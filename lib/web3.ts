/**
 * What marks a Web3 job (docs/decisions/0039-home-discovery.md): the skill `Web3` on the job,
 * written the same in every language. The search finds such jobs by the keyword `web3` (a word
 * of the job's search document); Web3 companies are the companies with such open jobs.
 */
export const web3Skill = 'Web3';

/** The keyword of the Web3 job search (/{lang}/web3-jobs links to /jobs-hiring/web3-jobs). */
export const web3Keyword = 'web3';

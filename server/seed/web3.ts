import type { JobRow, PostingCompany } from './generate-jobs';
import { web3Skill } from '../../lib/web3';
import { Random } from './random';

/** Industries a Web3 company is drawn from first: IT, banking and finance, e-commerce, media. */
const web3Industries = new Set([1, 2, 5, 18]);
const share = 0.3;
const minimum = 2;
const companionSkills = ['Blockchain', 'Solidity', 'Smart contracts', 'DeFi', 'Crypto wallets'] as const;

/**
 * The country's Web3 companies: about a third of its technology and finance companies, and at
 * least two (others filling in when the country has too few of those). Drawn from a stream of its
 * own, so every other seeded row stays what it was.
 */
export function pickWeb3Companies(seed: number, countryKey: string, companies: readonly PostingCompany[]): Set<number> {
  const random = new Random(`${seed}:${countryKey}:web3`);
  const chosen = new Set<number>();
  for (const company of companies) {
    if (web3Industries.has(company.industryId) && random.chance(share)) chosen.add(company.id);
  }
  const fill = [...companies.filter((c) => web3Industries.has(c.industryId)), ...companies.filter((c) => !web3Industries.has(c.industryId))];
  for (const company of fill) {
    if (chosen.size >= Math.min(minimum, companies.length)) break;
    chosen.add(company.id);
  }
  return chosen;
}

/** A Web3 company's job carries the Web3 skill and one companion skill, first in its list. */
export function markWeb3Job(row: JobRow, companies: ReadonlySet<number>): JobRow {
  if (!companies.has(row.companyId)) return row;
  const companion = companionSkills[row.functionTitleId % companionSkills.length] as string;
  return { ...row, skills: [web3Skill, companion, ...(row.skills ?? []).filter((s) => s !== web3Skill && s !== companion)] };
}

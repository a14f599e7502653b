/**
 * Scene codes (platform spec §9 Tracking): a page and sub-page pair maps to a recommendation or a
 * search code. The home page's recommended list takes the default recommendation code; search
 * pages take search codes, with their own variants for remote and Web3 searches. The product's
 * code values are not given, so these are Hireloop's own (docs/decisions/0035).
 */
export const sceneCodes = {
  recommendDefault: 'reco_default',
  recommendForYou: 'reco_for_you',
  searchDefault: 'search_default',
  searchRemote: 'search_remote',
  searchWeb3: 'search_web3',
} as const;

export type SceneCode = (typeof sceneCodes)[keyof typeof sceneCodes];

const byPage: Record<string, Record<string, SceneCode>> = {
  home: { recommended: sceneCodes.recommendDefault, popular: sceneCodes.recommendDefault, hot: sceneCodes.recommendDefault, latest: sceneCodes.recommendDefault },
  for_you: { recommended: sceneCodes.recommendForYou, latest: sceneCodes.recommendDefault },
  search: { list: sceneCodes.searchDefault, remote: sceneCodes.searchRemote, web3: sceneCodes.searchWeb3 },
};

/** The scene of a page and sub-page; a page without a mapping has none. */
export function sceneFor(page: string, subPage: string): SceneCode | null {
  return byPage[page]?.[subPage] ?? null;
}

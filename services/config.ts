import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { LanguageCode } from '@/lib/languages';
import { unwrap } from './http';

// Loaded on first use, so that zod stays out of the first load (docs/decisions/0008).
const schemas = () => import('@/lib/schemas/config');

/** The config lists version this web app reads. */
export const configVersion = 2;

export async function getConfigLists(http: AxiosInstance, languageCode: LanguageCode) {
  const response = await http.get(`/config/${configVersion}/list`, { params: { language_code: languageCode } });
  return unwrap((await schemas()).configListsSchema, response.data);
}

export async function getSkillLists(http: AxiosInstance, languageCode: LanguageCode) {
  const response = await http.get('/config/skill/lists', { params: { language_code: languageCode } });
  return unwrap((await schemas()).skillListSchema, response.data);
}

export const configKeys = {
  all: ['config'] as const,
  lists: (country: string, languageCode: string) => [...configKeys.all, 'lists', country, languageCode] as const,
  skills: (languageCode: string) => [...configKeys.all, 'skills', languageCode] as const,
};

export function configListsQuery(http: AxiosInstance, country: string, languageCode: LanguageCode) {
  return queryOptions({
    queryKey: configKeys.lists(country, languageCode),
    queryFn: () => getConfigLists(http, languageCode),
    staleTime: 60 * 60 * 1000,
  });
}


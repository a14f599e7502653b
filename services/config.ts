import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { LanguageCode } from '@/lib/languages';
import { unwrap } from './http-base';

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

/**
 * The site's location nearest to a position (the Location flow). Asked only when the position
 * has a longitude (core spec §7): without one there is nothing to ask, and the answer is null.
 */
export async function getGeoLocation(http: AxiosInstance, position: { latitude: number; longitude?: number | null }) {
  const { latitude, longitude } = position;
  if (typeof longitude !== 'number' || !Number.isFinite(longitude)) return null;
  // Six decimals are about 10 cm; a bare number could reach the wire in exponent form (1e-7).
  const response = await http.get('/config/geo-location', { params: { latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) } });
  return unwrap((await schemas()).geoLocationSchema, response.data);
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


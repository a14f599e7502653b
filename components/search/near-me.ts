import { ApiError } from '@/services/api-error';
import { loadBrowserHttp } from '@/services/browser-context';
import { getGeoLocation } from '@/services/config';

/**
 * "Jobs near me" (platform spec §4, Location flow: query latitude and longitude, fetch location,
 * update location). Loaded with the first click, so no page carries it in its first load.
 */

/** What the search box does next: search a location, or say why it cannot. */
export type NearMeOutcome =
  | { seoValue: string; name: string }
  /** Refused, unsupported, no fix in time: the catalogue's "location service not enabled". */
  | 'off'
  /** The platform could not answer; shown only when the client's own handlers said nothing. */
  | 'failed'
  /** The platform could not answer and a notice or toast already said so. */
  | 'reported';

/** How long the device may take to find its position once allowed. */
export const positionTimeoutMs = 15_000;
/**
 * How long the whole question may stay open: some browsers never answer when their permission
 * prompt is dismissed rather than refused, and the button must not wait for ever.
 */
export const answerTimeoutMs = 60_000;
/** A position up to ten minutes old is still where the visitor is. */
const positionMaxAgeMs = 10 * 60_000;

/** The device's position, or null when refused, unsupported, unavailable or too slow. */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve(null);
      return;
    }
    const guard = setTimeout(() => resolve(null), answerTimeoutMs);
    const settle = (coords: GeolocationCoordinates | null) => {
      clearTimeout(guard);
      resolve(coords);
    };
    try {
      geolocation.getCurrentPosition(
        (position) => settle(position.coords),
        () => settle(null),
        { enableHighAccuracy: false, timeout: positionTimeoutMs, maximumAge: positionMaxAgeMs },
      );
    } catch {
      // A browser that blocks the API outright (a permissions policy) may throw instead of calling back.
      settle(null);
    }
  });
}

/** Asks for the position, then the platform for the site's location nearest to it. */
export async function findNearestLocation(geolocation?: Geolocation): Promise<NearMeOutcome> {
  const coords = await currentPosition(geolocation);
  if (!coords || !Number.isFinite(coords.latitude)) return 'off';
  try {
    const answer = await getGeoLocation(await loadBrowserHttp(), { latitude: coords.latitude, longitude: coords.longitude });
    // A position without a longitude is not asked about (core spec §7): as good as none.
    if (!answer) return 'off';
    return { seoValue: answer.location.seo_value, name: answer.city };
  } catch (error) {
    // An HTTP failure went through the client's handlers (notice or toast); an answer that could
    // not be read (status 200) or a chunk that did not load did not.
    return error instanceof ApiError && error.status !== 200 ? 'reported' : 'failed';
  }
}

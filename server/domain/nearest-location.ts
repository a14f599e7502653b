/** A point on the earth in decimal degrees (WGS 84, as browsers report it). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean earth radius (IUGG), in kilometres. */
const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points (haversine): right across the antimeridian and
 * near the poles, where subtracting degrees is not.
 */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The candidate closest to `from`, with its distance; null when there is none. Ties keep list order. */
export function nearestLocation<T extends Coordinates>(from: Coordinates, candidates: readonly T[]): { location: T; distanceKm: number } | null {
  let best: { location: T; distanceKm: number } | null = null;
  for (const location of candidates) {
    const distanceKm = greatCircleKm(from, location);
    if (!best || distanceKm < best.distanceKm) best = { location, distanceKm };
  }
  return best;
}

/**
 * A link to the place on OpenStreetMap (docs/decisions/0047): at the point when there is one, or a
 * search for the address text. A plain link: the page loads no map and calls no map service.
 */
export function openStreetMapUrl(place: { value: string; latitude: number | null; longitude: number | null }): string {
  const { latitude: lat, longitude: lon } = place;
  if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    const at = `${Number(lat.toFixed(5))}/${Number(lon.toFixed(5))}`;
    return `https://www.openstreetmap.org/?mlat=${Number(lat.toFixed(5))}&mlon=${Number(lon.toFixed(5))}#map=16/${at}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.value)}`;
}

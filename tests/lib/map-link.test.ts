import { describe, expect, it } from 'vitest';
import { openStreetMapUrl } from '@/lib/map-link';

describe('openStreetMapUrl', () => {
  it('opens OpenStreetMap at the point, with a marker, when there is one', () => {
    expect(openStreetMapUrl({ value: 'Unit 908, 247 Valero Street, Makati', latitude: 14.554699897, longitude: 121.02440071 })).toBe(
      'https://www.openstreetmap.org/?mlat=14.5547&mlon=121.0244#map=16/14.5547/121.0244',
    );
  });

  it('searches for the address when there is no point, or the point is impossible', () => {
    const expected = `https://www.openstreetmap.org/search?query=${encodeURIComponent('Şehit Fethi Bey Caddesi No: 92, İzmir & Co')}`;
    expect(openStreetMapUrl({ value: 'Şehit Fethi Bey Caddesi No: 92, İzmir & Co', latitude: null, longitude: null })).toBe(expected);
    expect(openStreetMapUrl({ value: 'Şehit Fethi Bey Caddesi No: 92, İzmir & Co', latitude: 95, longitude: 10 })).toBe(expected);
    expect(openStreetMapUrl({ value: 'Şehit Fethi Bey Caddesi No: 92, İzmir & Co', latitude: 10, longitude: null })).toBe(expected);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoLocationSchema } from '@/lib/schemas/config';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

/** GET /config/geo-location: the Location flow's nearest location of the site's country (platform spec §4). */

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function ask(query: string, init: Parameters<TestPlatform['request']>[1] = {}) {
  const response = await platform.request(`/config/geo-location${query}`, init);
  const body = (await response.json()) as { code: number; message: string; data: any };
  return { status: response.status, ...body };
}

describe('geo-location', () => {
  it('names the seeded location nearest to a position, in the language asked', async () => {
    // Greenbelt, Makati: 2 km from Makati's centre, 6 from Manila's.
    const english = await ask('?latitude=14.5526&longitude=121.0216', { country: 'ph', language: 'en-us' });
    expect(english.status).toBe(200);
    const answer = geoLocationSchema.parse(english.data);
    expect(answer).toMatchObject({ city: 'Makati', country: 'ph', location: { seo_value: 'makati', id: 167002 } });
    expect(answer.distance_km).toBeGreaterThan(0);
    expect(answer.distance_km).toBeLessThan(1);

    const japanese = await ask('?latitude=14.5526&longitude=121.0216', { country: 'ph', language: 'ja-jp' });
    expect(japanese.data).toMatchObject({ city: 'マカティ', location: { seo_value: 'makati' } });
  });

  it('measures along the earth: Nara is nearer Osaka than Kyoto, Shibuya is Tokyo', async () => {
    // Nara station: about 28 km from Umeda (Osaka), 36 km from Kyoto station.
    const nara = await ask('?latitude=34.6851&longitude=135.8048', { country: 'jp' });
    expect(nara.data.location.seo_value).toBe('osaka');
    expect(nara.data.distance_km).toBeGreaterThan(25);
    expect(nara.data.distance_km).toBeLessThan(32);
    const shibuya = await ask('?latitude=35.6580&longitude=139.7016', { country: 'jp' });
    expect(shibuya.data.location.seo_value).toBe('tokyo');
  });

  it('only ever picks a location of the site’s own country', async () => {
    // Standing in Makati on the Singapore site: the nearest Singapore location, whatever the distance.
    const answer = await ask('?latitude=14.5547&longitude=121.0244', { country: 'sg' });
    expect(answer.status).toBe(200);
    expect(answer.data.country).toBe('sg');
    const lists = await platform.request('/config/2/list', { country: 'sg' });
    const seoValues = ((await lists.json()) as any).data.location_lists.flatMap((r: any) => r.locations.map((l: any) => l.seo_value));
    expect(seoValues).toContain(answer.data.location.seo_value);
    expect(answer.data.distance_km).toBeGreaterThan(2000);
  });

  it('accepts signs and the edges of the range', async () => {
    const dubai = await ask('?latitude=%2B25.2&longitude=55.27', { country: 'ae' });
    expect(dubai.data.location.seo_value).toBe('dubai');
    expect((await ask('?latitude=-90&longitude=-180', { country: 'ae' })).status).toBe(200);
    expect((await ask('?latitude=90&longitude=180', { country: 'ae' })).status).toBe(200);
  });

  it('is a 422 naming longitude when the longitude is missing or blank', async () => {
    for (const query of ['?latitude=14.55', '?latitude=14.55&longitude=', '?latitude=14.55&longitude=%20']) {
      const answer = await ask(query, { country: 'ph' });
      expect(answer.status, query).toBe(422);
      expect(answer.code).toBe(40001);
      expect(Object.keys(answer.data.errors)).toEqual(['longitude']);
    }
  });

  it('is a 422 naming latitude when only the longitude is given, and both when neither is', async () => {
    const latitudeOnly = await ask('?longitude=121.02', { country: 'ph' });
    expect(latitudeOnly.status).toBe(422);
    expect(Object.keys(latitudeOnly.data.errors)).toEqual(['latitude']);
    const neither = await ask('', { country: 'ph' });
    expect(neither.status).toBe(422);
    expect(Object.keys(neither.data.errors).sort()).toEqual(['latitude', 'longitude']);
    expect(neither.data.errors.longitude[0]).toMatch(/decimal degrees/);
  });

  it('refuses malformed coordinates with 422 and 40001, never a 500', async () => {
    const bad = ['abc', '91', '-90.0001', '1e1', 'NaN', 'Infinity', '0x10', '12,5', '12.5.1', '١٢', '1'.repeat(400)];
    for (const value of bad) {
      const answer = await ask(`?latitude=${encodeURIComponent(value)}&longitude=121`, { country: 'ph' });
      expect(answer.status, value).toBe(422);
      expect(answer.code, value).toBe(40001);
      expect(Object.keys(answer.data.errors), value).toEqual(['latitude']);
    }
    for (const value of ['180.5', '-181', '']) {
      const answer = await ask(`?latitude=14&longitude=${encodeURIComponent(value)}`, { country: 'ph' });
      expect(answer.status, value).toBe(422);
      expect(Object.keys(answer.data.errors), value).toEqual(['longitude']);
    }
  });

  it('answers an unknown country with 422 on the Country-Id header', async () => {
    const answer = await ask('?latitude=14.55&longitude=121.02', { country: 'xx' });
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toHaveProperty(['headers.Country-Id']);
  });

  it('needs no session, and a session (or a stale token) changes nothing', async () => {
    const anonymous = await ask('?latitude=25.08&longitude=55.14', { country: 'ae' });
    const seeker = await createSignedInUser(platform);
    const signedIn = await ask('?latitude=25.08&longitude=55.14', { country: 'ae', headers: seeker.headers });
    const stale = await ask('?latitude=25.08&longitude=55.14', { country: 'ae', headers: { Authorization: 'Bearer not-a-live-session' } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.data.location.seo_value).toBe('dubai-marina');
    expect(signedIn.data).toEqual(anonymous.data);
    expect(stale.status).toBe(200);
    expect(stale.data).toEqual(anonymous.data);
  });
});

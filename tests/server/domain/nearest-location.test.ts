import { describe, expect, it } from 'vitest';
import { greatCircleKm, nearestLocation } from '@/server/domain/nearest-location';

describe('great-circle distance', () => {
  it('measures known distances within a kilometre', () => {
    // Tokyo Station to Osaka (Umeda): about 403 km as the crow flies.
    expect(greatCircleKm({ latitude: 35.6812, longitude: 139.7671 }, { latitude: 34.7025, longitude: 135.4959 })).toBeCloseTo(403, -1);
    // One degree of latitude is about 111.2 km anywhere.
    expect(greatCircleKm({ latitude: 10, longitude: 50 }, { latitude: 11, longitude: 50 })).toBeCloseTo(111.2, 0);
    expect(greatCircleKm({ latitude: 1, longitude: 2 }, { latitude: 1, longitude: 2 })).toBe(0);
  });

  it('goes across the antimeridian rather than round the world', () => {
    expect(greatCircleKm({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeLessThan(23);
  });

  it('is half the circumference between antipodes, with no NaN from rounding', () => {
    const d = greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('nearest location', () => {
  const places = [
    { name: 'A', latitude: 0, longitude: 0 },
    { name: 'B', latitude: 0, longitude: 10 },
    { name: 'C', latitude: 0, longitude: 10 },
  ];

  it('picks the closest and gives its distance', () => {
    expect(nearestLocation({ latitude: 1, longitude: 9 }, places)).toMatchObject({ location: { name: 'B' } });
    expect(nearestLocation({ latitude: 0, longitude: 0 }, places)).toEqual({ location: places[0], distanceKm: 0 });
  });

  it('keeps the list order on a tie and has nothing to say about an empty list', () => {
    expect(nearestLocation({ latitude: 0, longitude: 10 }, places)?.location.name).toBe('B');
    expect(nearestLocation({ latitude: 0, longitude: 0 }, [])).toBeNull();
  });

  it('prefers the place across the antimeridian to one further along the same side', () => {
    const pacific = [
      { name: 'west', latitude: 0, longitude: 175 },
      { name: 'east', latitude: 0, longitude: -179 },
    ];
    expect(nearestLocation({ latitude: 0, longitude: 179.5 }, pacific)?.location.name).toBe('east');
  });
});

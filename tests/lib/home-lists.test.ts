import { describe, expect, it } from 'vitest';
import { latestBesides } from '@/lib/home-lists';

describe('latestBesides', () => {
  it('leaves out the jobs popular and hot show and keeps the newest order, up to the size', () => {
    const latest = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => ({ id }));
    expect(latestBesides(latest, [{ id: 2 }, { id: 5 }, { id: 40 }], 4).map((job) => job.id)).toEqual([1, 3, 4, 6]);
    expect(latestBesides(latest, [], 3).map((job) => job.id)).toEqual([1, 2, 3]);
    expect(latestBesides(latest.slice(0, 2), [{ id: 1 }], 6).map((job) => job.id)).toEqual([2]);
  });
});

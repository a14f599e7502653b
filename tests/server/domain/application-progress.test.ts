import { describe, expect, it } from 'vitest';
import { applicantsBucket, applicationTimeline, type ProgressFacts } from '@/server/domain/application-progress';

const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour));
const facts = (over: Partial<ProgressFacts>): ProgressFacts => ({
  status: 'pending',
  createdAt: at(1),
  updatedAt: at(1),
  viewedAt: null,
  events: [{ status: 'pending', at: at(1) }],
  offerAt: null,
  ...over,
});

describe('the application timeline', () => {
  it('is only "applied" for a new application', () => {
    expect(applicationTimeline(facts({}))).toEqual([{ step: 'applied', at: at(1).toISOString() }]);
  });

  it('lists each step reached once, at the first time, in the order an application moves', () => {
    const timeline = applicationTimeline(
      facts({
        status: 'interview',
        viewedAt: at(2),
        events: [
          { status: 'interview', at: at(5) },
          { status: 'pending', at: at(1) },
          { status: 'viewed', at: at(2, 3) },
          { status: 'communicated', at: at(3) },
          { status: 'exchanged', at: at(4) },
        ],
      }),
    );
    expect(timeline).toEqual([
      { step: 'applied', at: at(1).toISOString() },
      { step: 'viewed', at: at(2).toISOString() },
      { step: 'communicated', at: at(3).toISOString() },
      { step: 'interview', at: at(5).toISOString() },
    ]);
  });

  it('shows an offer from the first offer made, and an accepted one as the same step', () => {
    const pendingOffer = applicationTimeline(facts({ status: 'interview', events: [{ status: 'interview', at: at(3) }], offerAt: at(4) }));
    expect(pendingOffer.map((entry) => entry.step)).toEqual(['applied', 'interview', 'offer']);
    const accepted = applicationTimeline(facts({ status: 'accepted', events: [{ status: 'accepted', at: at(6) }], offerAt: at(4) }));
    expect(accepted.at(-1)).toEqual({ step: 'offer', at: at(4).toISOString() });
  });

  it('ends with not suitable for declined and not_accepted, and withdrawn only while withdrawn', () => {
    for (const status of ['declined', 'not_accepted'] as const) {
      expect(applicationTimeline(facts({ status, events: [{ status, at: at(3) }] })).at(-1)).toEqual({ step: 'not_suitable', at: at(3).toISOString() });
    }
    expect(applicationTimeline(facts({ status: 'cancelled', events: [{ status: 'cancelled', at: at(2) }] })).at(-1)?.step).toBe('withdrawn');
  });

  it('leaves out what happened before the application was made again after a withdrawal', () => {
    const timeline = applicationTimeline(
      facts({
        status: 'pending',
        createdAt: at(10),
        updatedAt: at(10),
        events: [
          { status: 'pending', at: at(1) },
          { status: 'viewed', at: at(2) },
          { status: 'cancelled', at: at(3) },
          { status: 'pending', at: at(10) },
        ],
      }),
    );
    expect(timeline).toEqual([{ step: 'applied', at: at(10).toISOString() }]);
  });

  it('shows the current state of an application older than its events at its last change, never inventing earlier steps', () => {
    const timeline = applicationTimeline(facts({ status: 'interview', updatedAt: at(7), events: [] }));
    expect(timeline).toEqual([
      { step: 'applied', at: at(1).toISOString() },
      { step: 'interview', at: at(7).toISOString() },
    ]);
  });
});

describe('the applicants range', () => {
  it('never says the exact count: fewer than 10, 10 to 50, more than 50', () => {
    expect([0, 1, 9].map(applicantsBucket)).toEqual(['under_10', 'under_10', 'under_10']);
    expect([10, 30, 50].map(applicantsBucket)).toEqual(['10_to_50', '10_to_50', '10_to_50']);
    expect([51, 10_000].map(applicantsBucket)).toEqual(['over_50', 'over_50']);
  });
});

import { describe, expect, it } from 'vitest';
import { cardAttributes, listAttributes } from '@/lib/tracking/attributes';
import { pixelEvent, pixelIds, pixelScriptUrl, startPixel } from '@/lib/tracking/pixel';
import { cardFacts } from '@/lib/tracking/start';
import { outcomeOf } from '@/services/event-transport';

function list(attributes: Record<string, string>, cards: Array<Record<string, string>>): HTMLElement {
  const ul = document.createElement('ul');
  for (const [name, value] of Object.entries(attributes)) ul.setAttribute(name, value);
  for (const card of cards) {
    const li = document.createElement('li');
    for (const [name, value] of Object.entries(card)) li.setAttribute(name, value);
    li.innerHTML = '<article><h3><a class="job-card__link" href="/en-us/job/x-1">X</a></h3></article>';
    ul.appendChild(li);
  }
  document.body.appendChild(ul);
  return ul;
}

describe('job list data attributes', () => {
  it('carry the query id, page, sub-page, scene and page number, and each card its job and 1-based index', () => {
    const tracking = { queryId: 'q-77', page: 'search', subPage: 'remote', pageNum: 2 } as const;
    const ul = list(listAttributes(tracking), [cardAttributes(tracking, 11, 1), cardAttributes(tracking, 12, 2)]);
    const second = ul.querySelectorAll('li')[1] as Element;
    expect(cardFacts(second)).toEqual({
      jobId: 12,
      queryId: 'q-77',
      index: 2,
      pageNum: 2,
      page: 'search',
      subPage: 'remote',
      scene: 'search_remote',
      recoFrom: null,
      jobPreferenceId: null,
    });
  });

  it('are absent without a query id, so such a list is never tracked', () => {
    const tracking = { queryId: undefined, page: 'home', subPage: 'latest' } as const;
    expect(listAttributes(tracking)).toEqual({});
    expect(cardAttributes(tracking, 1, 1)).toEqual({});
    const ul = list({ 'data-track-list': '' }, [{ 'data-track-job': '5', 'data-track-index': '1' }]);
    expect(cardFacts(ul.querySelector('li') as Element)).toBeNull();
  });
});

describe('send outcomes', () => {
  it('retries without an answer worth keeping (408, 429, 5xx), drops refusals, and counts only code 0 as stored', () => {
    expect(outcomeOf(200, 0)).toBe('stored');
    expect(outcomeOf(200, 40001)).toBe('drop');
    expect(outcomeOf(422, 40001)).toBe('drop');
    expect(outcomeOf(429, 40006)).toBe('retry');
    expect(outcomeOf(503, undefined)).toBe('retry');
  });
});

describe('the social pixel', () => {
  it('loads nothing without configured ids', () => {
    expect(pixelIds(undefined)).toEqual([]);
    expect(pixelIds('abc, 12')).toEqual([]);
    expect(startPixel([])).toBe(false);
    expect(document.querySelector(`script[src="${pixelScriptUrl}"]`)).toBeNull();
    expect(() => pixelEvent('ViewContent')).not.toThrow();
  });

  it('with ids, loads its script once and queues init for each id, the page view and named events', () => {
    const ids = pixelIds(' 123456789012345 ,987654321098765,555555 ');
    expect(ids).toEqual(['123456789012345', '987654321098765']);
    expect(startPixel(ids)).toBe(true);
    expect(startPixel(ids)).toBe(false);
    expect(document.querySelectorAll(`script[src="${pixelScriptUrl}"]`)).toHaveLength(1);
    pixelEvent('ViewContent', { content_ids: ['7'] });
    const queue = (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue;
    expect(queue).toEqual([
      ['init', '123456789012345'],
      ['init', '987654321098765'],
      ['track', 'PageView'],
      ['track', 'ViewContent', { content_ids: ['7'] }],
    ]);
  });
});

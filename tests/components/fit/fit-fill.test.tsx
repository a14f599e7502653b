import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import english from '@/i18n/messages/fit/en-us.json';
import type { FitDetail, FitLabel } from '@/lib/schemas/fit';

const listFits = vi.fn<(http: unknown, ids: readonly number[]) => Promise<FitLabel[]>>();
const getFit = vi.fn<(http: unknown, id: number) => Promise<FitDetail>>();
vi.mock('@/services/fit', () => ({ listFits: (http: unknown, ids: readonly number[]) => listFits(http, ids), getFit: (http: unknown, id: number) => getFit(http, id) }));
vi.mock('@/services/session-lifecycle', () => ({ quietApiClient: () => ({}) }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-us', messages: english, namespace: namespace as never }),
}));

const { fillFit } = await import('@/components/fit/fit-fill');
const { JobFit } = await import('@/components/job/job-fit');

const label = (job_id: number, level: FitLabel['level'], text: string): FitLabel => ({ job_id, score: 70, level, label: text });

beforeEach(() => {
  listFits.mockReset();
  getFit.mockReset();
  document.documentElement.dataset.language = 'ja-jp';
  document.documentElement.dataset.country = 'jp';
});

describe('fillFit', () => {
  it('puts each card’s label in its slot as text, once, and leaves a card the platform left out hidden', async () => {
    document.body.innerHTML = `<p data-fit-job="4" hidden></p><p data-fit-job="9" hidden></p><p data-fit-job="4" hidden></p>`;
    listFits.mockResolvedValue([label(4, 'good', '<b>Good fit</b>')]);
    await fillFit();
    const slots = [...document.querySelectorAll<HTMLElement>('[data-fit-job]')];
    expect(listFits).toHaveBeenCalledWith({}, [4, 9]);
    expect(slots.map((slot) => [slot.hidden, slot.textContent, slot.dataset.fitLevel])).toEqual([
      [false, '<b>Good fit</b>', 'good'],
      [true, '', undefined],
      [false, '<b>Good fit</b>', 'good'],
    ]);
    expect(document.querySelector('b')).toBeNull();
    // Filled slots are not asked again (a client-side navigation brings only new ones).
    await fillFit();
    expect(listFits).toHaveBeenCalledTimes(1);
  });

  it('fills the job page’s section: the label, the reasons, and what to add linked to its profile section', async () => {
    const { container } = render((await JobFit({ jobId: 12 })) as ReactElement);
    getFit.mockResolvedValue({
      ...label(12, 'fair', 'Fair fit'),
      matches: [{ factor: 'skills', text: 'Skills you have: React' }],
      missing: [],
      add: [{ factor: 'experience', text: 'Add your work experience', section: 'work_experiences' }],
    });
    const section = container.querySelector<HTMLElement>('[data-fit-detail]');
    expect(section?.hidden).toBe(true);
    await fillFit();
    expect(getFit).toHaveBeenCalledWith({}, 12);
    expect(section?.hidden).toBe(false);
    expect(section?.querySelector('[data-fit-label]')?.textContent).toBe('Fair fit');
    expect(section?.querySelector('[data-fit-part="matches"] li')?.textContent).toBe('Skills you have: React');
    expect(section?.querySelector<HTMLElement>('[data-fit-part="missing"]')?.hidden).toBe(true);
    const link = section?.querySelector('[data-fit-part="add"] a');
    expect(link?.textContent).toBe('Add your work experience');
    expect(link?.getAttribute('href')).toBe('/ja-jp/manage-profile#profile-work-experiences');
  });

  it('leaves everything hidden when the platform does not answer', async () => {
    document.body.innerHTML = `<p data-fit-job="4" hidden></p>`;
    listFits.mockRejectedValue(new Error('offline'));
    await fillFit();
    expect(document.querySelector<HTMLElement>('[data-fit-job]')?.hidden).toBe(true);
  });
});

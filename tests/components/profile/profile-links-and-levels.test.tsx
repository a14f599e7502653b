import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntryList } from '@/components/profile/entry-list';
import { profileListsOf } from '@/components/profile/profile-lists';
import { languageBySlug } from '@/lib/languages';
import type { ConfigLists } from '@/lib/schemas/config';
import { renderWithProviders } from '@/tests/support/render';

describe('profile (issue 19)', () => {
  it('shows a saved link as a link that opens the address', () => {
    renderWithProviders(
      <EntryList
        title="Links"
        addLabel="Add a link"
        emptyText="No links"
        items={[{ id: 1, title: 'LinkedIn', url: 'https://linkedin.com/in/ana' }]}
        view={(item) => ({ title: item.title, subtitle: item.url, subtitleHref: item.url })}
        renderForm={() => null}
        remove={vi.fn()}
        onChanged={vi.fn()}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://linkedin.com/in/ana' });
    expect(link.getAttribute('href')).toBe('https://linkedin.com/in/ana');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers a seeker education levels a person can hold, not "Not required"', () => {
    const degree = (id: number, key: string, value: string) => ({ id, key, value, seo_value: key });
    const lists = {
      industry_lists: [],
      job_types: [],
      xp_lvls: [],
      degrees: [degree(1, 'not-required', 'Not required'), degree(2, 'high-school', 'High school'), degree(5, 'bachelor', "Bachelor's degree")],
      notice_period_lists: [],
      language_proficiency_lists: [],
      currency_lists: [],
      location_lists: [],
    } as unknown as ConfigLists;
    expect(profileListsOf(lists, languageBySlug('en-us')).degrees.map((choice) => choice.label)).toEqual(['High school', "Bachelor's degree"]);
  });
});

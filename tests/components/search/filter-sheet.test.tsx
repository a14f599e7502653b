import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterSheet } from '@/components/search/filter-sheet';
import { renderWithProviders } from '@/tests/support/render';

describe('the filter sheet on a phone (issue 19)', () => {
  it('closes when a filter is chosen, so the results show without another step', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <FilterSheet activeCount={0}>
        <a href="/en-us/remote-jobs" onClick={(event) => event.preventDefault()}>
          Remote
        </a>
      </FilterSheet>,
    );
    const sheet = container.querySelector('.filter-sheet') as HTMLElement;
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(sheet.dataset.open).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Remote' }));
    expect(sheet.dataset.open).toBe('false');
  });
});

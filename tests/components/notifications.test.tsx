import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '@/components/providers/notifications';
import { createNotificationStore } from '@/lib/notifications';
import { renderWithProviders } from '../support/render';

describe('Notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes every notice 3 seconds after the last one was shown', () => {
    const store = createNotificationStore();
    renderWithProviders(<Notifications source={store} />);
    act(() => {
      store.show('First problem');
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      store.show('Second problem');
    });
    act(() => vi.advanceTimersByTime(2500));
    // 4.5 s after the first, but only 2.5 s after the last: both still shown.
    expect(screen.getAllByRole('alert').map((n) => n.textContent)).toEqual(['First problem×', 'Second problem×']);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('lets the user dismiss one notice', async () => {
    vi.useRealTimers();
    const store = createNotificationStore();
    renderWithProviders(<Notifications source={store} />);
    act(() => {
      store.show('Saved', 'success');
      store.show('Failed');
    });
    const [dismissSaved] = screen.getAllByRole('button', { name: 'Dismiss' });
    await userEvent.click(dismissSaved as HTMLElement);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareJob } from '@/components/job/share-job';
import { renderWithProviders } from '@/tests/support/render';

const url = 'http://ph.localhost:3000/en-us/job/nurse-7';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe('sharing a job (issue 19)', () => {
  it("offers the device's share sheet, alone, where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderWithProviders(<ShareJob url={url} title="Nurse" />);
    const button = await screen.findByRole('button', { name: 'Share via…' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(button);
    expect(share).toHaveBeenCalledWith({ url, title: 'Nurse' });
  });

  it('copies the link where there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<ShareJob url={url} title="Nurse" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(writeText).toHaveBeenCalledWith(url);
  });
});

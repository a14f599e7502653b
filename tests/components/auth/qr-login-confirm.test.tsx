import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { QrLoginConfirm } from '@/components/auth/qr-login-confirm';
import type { QrLoginRequestFacts } from '@/lib/schemas/qr-login';
import { ApiError } from '@/services/api-error';

/** Issue 30 item 6: the person confirming sees fixed labels, the site, the time and a warning. */
async function messagesOf(slug: string) {
  return (await import(`@/i18n/messages/verification/${slug}.json`)).default;
}

const facts: QrLoginRequestFacts = { browser: 'unknown', system: 'iphone', site: 'jp', requested_at: '2026-11-01T03:04:00.000Z' };

async function setup(slug: string, confirm = vi.fn(async () => ({})), shown: QrLoginRequestFacts = facts) {
  render(
    <NextIntlClientProvider locale={slug} messages={await messagesOf(slug)} timeZone="UTC">
      <QrLoginConfirm code={"c".repeat(43)} facts={shown} timeZone="Asia/Tokyo" homeHref={`/${slug}`} confirm={confirm} />
    </NextIntlClientProvider>,
  );
  return { confirm, user: userEvent.setup() };
}

describe('QR login confirmation', () => {
  it('shows the browser and system as labels, the site, the local time and the warning; confirms only on the button', async () => {
    const { confirm, user } = await setup('en-us');
    expect(screen.getByText('Unknown browser on iPhone')).toBeTruthy();
    expect(screen.getByText('Japan')).toBeTruthy();
    expect(screen.getByText(/Nov 1, 2026.*12:04/)).toBeTruthy();
    expect(screen.getByText(/Only confirm if you are logging in on this device yourself right now/)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, log me in there' }));
    expect(confirm).toHaveBeenCalledWith('c'.repeat(43));
    expect((await screen.findByRole('status')).textContent).toContain('Confirmed.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('writes the labels and the warning in the person’s language', async () => {
    await setup('ja-jp', undefined, { ...facts, browser: 'chrome', system: 'windows' });
    expect(screen.getByText('Windows の Chrome')).toBeTruthy();
    expect(screen.getByText('日本')).toBeTruthy();
    expect(screen.getByText(/このコードを送ってきた相手のためには絶対に承認しないでください/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'いいえ、私ではありません' }).getAttribute('href')).toBe('/ja-jp');
  });

  it('says when the code has expired or was used', async () => {
    const confirm = vi.fn(async () => {
      throw new ApiError(410, 41600, 'expired');
    });
    const { user } = await setup('en-us', confirm);
    await user.click(screen.getByRole('button', { name: 'Yes, log me in there' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This QR code has expired.');
  });

  it('every language has every label of the vocabulary', async () => {
    const { qrBrowsers, qrSystems } = await import('@/lib/schemas/qr-login');
    for (const slug of ['en-us', 'zh-cn', 'zh-tw', 'ja-jp', 'es-es', 'pt-br', 'ms-my', 'id-id', 'tr-tr', 'ar-ae']) {
      const confirm = (await messagesOf(slug)).QrLoginConfirm;
      for (const browser of qrBrowsers) expect(confirm.browsers[browser], `${slug} ${browser}`).toBeTruthy();
      for (const system of qrSystems) expect(confirm.systems[system], `${slug} ${system}`).toBeTruthy();
      expect(confirm.device).toContain('{browser}');
      expect(confirm.device).toContain('{system}');
    }
  });
});

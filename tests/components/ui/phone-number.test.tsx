import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneNumber } from '@/components/ui/phone-number';

afterEach(() => {
  delete document.documentElement.dataset.country;
});

/** Issue 33 item 5: a client island shows the number as its site writes it once the formatter loads. */
describe('PhoneNumber', () => {
  it('writes a number of the site’s country nationally, with a tel: link in E.164', async () => {
    document.documentElement.dataset.country = 'jp';
    render(<PhoneNumber value="+81 312345678" link />);
    const link = await screen.findByRole('link', { name: '03-1234-5678' });
    expect(link.getAttribute('href')).toBe('tel:+81312345678');
    expect(link.getAttribute('dir')).toBe('ltr');
  });

  it('writes another country’s number internationally', async () => {
    document.documentElement.dataset.country = 'ph';
    render(<PhoneNumber value="+81312345678" />);
    expect(await screen.findByText('+81 3 1234 5678')).toBeTruthy();
  });

  it('writes every number internationally on the International site', async () => {
    document.documentElement.dataset.country = 'com';
    render(<PhoneNumber value="+63288764120" />);
    expect(await screen.findByText('+63 2 8876 4120')).toBeTruthy();
  });

  it('keeps what is no number as it was typed, without a link', async () => {
    document.documentElement.dataset.country = 'ph';
    render(<PhoneNumber value="front desk" link />);
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByText('front desk').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleSwitcher, pageOnSite } from '@/components/layout/locale-switcher';
import { renderWithProviders } from '../support/render';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderSwitcher(navigate = vi.fn()) {
  renderWithProviders(
    <LocaleSwitcher
      currentCountry="ph"
      currentLanguage="en-us"
      countryOptions={[
        { value: 'jp', label: 'Japan' },
        { value: 'ph', label: 'Philippines' },
      ]}
      languageOptions={[
        { value: 'en-us', label: 'English' },
        { value: 'ja-jp', label: '日本語' },
      ]}
      siteHosts={{}}
      triggerLabel="Country and language: Philippines, English"
      navigate={navigate}
      location={{ protocol: 'http:', host: 'ph.localhost:3000', pathname: '/en-us/some/page', search: '?a=1' }}
    />,
  );
  return navigate;
}

describe('LocaleSwitcher', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('opens a modal with Country, Language, Save and Close', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'Country and language: Philippines, English' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your country and language' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByLabelText('Country')).toHaveProperty('value', 'ph');
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'en-us');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('keeps the page when only the language changes, and stores the choice', async () => {
    const navigate = renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Country and language/ }));
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ja-jp');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(navigate).toHaveBeenCalledWith('http://ph.localhost:3000/ja-jp/some/page?a=1');
    expect(Cookies.get('NEXT_LOCALE')).toBe('ja-jp');
  });

  it('keeps the page and its query on the other country’s own host', async () => {
    const navigate = renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: /Country and language/ }));
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'jp');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ja-jp');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(navigate).toHaveBeenCalledWith('http://jp.localhost:3000/ja-jp/some/page?a=1');
  });

  it('sends a job or a company, which live on their own country only, to the other country’s list or home', () => {
    expect(pageOnSite('/jobs-hiring/sales-jobs?page=2', true)).toBe('/jobs-hiring/sales-jobs?page=2');
    expect(pageOnSite('/companies?query=acme', true)).toBe('/companies?query=acme');
    expect(pageOnSite('/company/acme-12?tab=about', true)).toBe('/companies');
    expect(pageOnSite('/job/sales-manager-99', true)).toBe('');
    expect(pageOnSite('/company/acme-12?tab=about', false)).toBe('/company/acme-12?tab=about');
    expect(pageOnSite('', true)).toBe('');
  });
});

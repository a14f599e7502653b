import { screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MyInterviews } from '@/components/interviews/my-interviews';
import interviews from '@/i18n/messages/interviews/en-us.json';
import { renderWithProviders } from '@/tests/support/render';
import { okEnvelope } from '@/tests/support/session-user';

const server = setupServer();
beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const render = (empty?: React.ReactNode) =>
  renderWithProviders(
    <NextIntlClientProvider locale="en-us" messages={interviews}>
      <MyInterviews language="en-us" countryTimeZone="Asia/Manila" empty={empty} />
    </NextIntlClientProvider>,
  );

describe('My Jobs → Interviews with nothing in it (issue 36 item 13)', () => {
  it('says once that there is nothing, in the words of the tab, after loading', async () => {
    server.use(http.get('*/api/interview/interviews', () => okEnvelope({ interviews: [], banned_until: null })));
    render(<h3>No interviews yet</h3>);
    expect(screen.getByRole('status').textContent).toBe('Loading interviews…');
    await screen.findByRole('heading', { name: 'No interviews yet' });
    expect(screen.queryByText('Loading interviews…')).toBeNull();
    expect(screen.queryByText('No interview invitations yet.')).toBeNull();
  });

  it('keeps its own line when the tab has other things to show', async () => {
    server.use(http.get('*/api/interview/interviews', () => okEnvelope({ interviews: [], banned_until: null })));
    render();
    await screen.findByText('No interview invitations yet.');
  });
});

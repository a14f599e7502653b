import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewCard } from '@/components/interviews/interview-card';
import interviewsAr from '@/i18n/messages/interviews/ar-ae.json';
import interviews from '@/i18n/messages/interviews/en-us.json';
import type { InterviewListItem } from '@/lib/schemas/interview-views';
import { browserQuiet } from '@/services/browser';
import { actOnInterview } from '@/services/interviews';
import { answer, browserPlatform, ok } from '@/tests/support/browser-platform';

const hour = 3_600_000;
const allowed = { allowed: true, code: null, data: null };
const refused = (code: number) => ({ allowed: false, code, data: null });

function interview(overrides: Partial<InterviewListItem> = {}): InterviewListItem {
  const first = new Date(Date.now() + 26 * hour).toISOString();
  const second = new Date(Date.now() + 50 * hour).toISOString();
  return {
    id: 7,
    chat_id: 3,
    job_id: 9,
    proposed_times: [first, second],
    chosen_time: null,
    time_zone: 'Asia/Manila',
    mode: 'in_person',
    address: '5th Avenue, Taguig',
    video_link: null,
    contact_name: 'Rita',
    contact_phone: '+639171234567',
    instructions: 'Bring your portfolio.',
    state: 'pending',
    attendance: 'not_checked_in',
    result: null,
    reason: null,
    reason_text: null,
    cancelled_by: null,
    check_in_opens_at: null,
    check_in_closes_at: null,
    change_until: null,
    expires_at: second,
    actions: { accept: allowed, reject: allowed, cancel: refused(41560), check_in: refused(41560), request_result: refused(41560) },
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    job_title: 'Product Designer',
    company_name: 'Acme',
    jobseeker_name: '',
    ...overrides,
  };
}

/** My Jobs' card: the answer goes through the service layer with the browser's quiet instance, to MSW. */
function renderCard(item: InterviewListItem, locale = 'en-us') {
  const onChange = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar-ae' ? interviewsAr : interviews} timeZone="UTC">
      <InterviewCard interview={item} language={locale as 'en-us'} act={(action) => actOnInterview(browserQuiet(), item.id, action)} onChange={onChange} />
    </NextIntlClientProvider>,
  );
  return onChange;
}

/** Every POST the platform received, with its path under /api and its body. */
function platform(reply: () => Response) {
  const posts: { path: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/interview/interviews/:id/:action', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      posts.push({ path, body: await request.json() });
      return reply();
    }),
  );
  return posts;
}

const server = browserPlatform();
afterEach(() => vi.restoreAllMocks());

describe('the interview card', () => {
  it('offers the proposed times on the interview zone’s clock, a map link, and accepts the chosen one', async () => {
    const item = interview();
    const posts = platform(() => ok({ ...item, state: 'accepted', chosen_time: item.proposed_times[1] }));
    const onChange = renderCard(item);
    expect(screen.getByRole('heading', { name: 'Interview: Product Designer' })).toBeTruthy();
    expect(screen.getByText('Times are shown in the interview\'s time zone: Philippine Standard Time')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('query=5th%20Avenue%2C%20Taguig');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(posts).toEqual([{ path: '/interview/interviews/7/accept', body: { time: item.proposed_times[1] } }]);
  });

  it('says why cancelling is closed inside the three hours, and shows the refusal of a call in words', async () => {
    const start = new Date(Date.now() + 2 * hour).toISOString();
    const item = interview({
      state: 'accepted',
      chosen_time: start,
      check_in_opens_at: new Date(Date.now() + 5 * 60_000).toISOString(),
      check_in_closes_at: new Date(Date.now() + 2.5 * hour).toISOString(),
      actions: { accept: refused(41560), reject: refused(41560), cancel: refused(41561), check_in: refused(41563), request_result: refused(41566) },
    });
    renderCard(item);
    expect(screen.getByText('Cannot cancel interview within three hours')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the interview' })).toBeNull();
    expect(screen.getByText(/^Check-in opens in \d+ minutes?$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
  });

  it('asks for a reason to decline and says the platform’s refusal', async () => {
    const posts = platform(() => answer(409, { code: 41569, message: 'This interview invitation has expired', data: null }));
    renderCard(interview());
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'other');
    await userEvent.type(screen.getByLabelText('Tell us more'), 'Moved abroad');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This interview invitation has expired.');
    expect(posts).toEqual([{ path: '/interview/interviews/7/reject', body: { reason: 'other', reason_text: 'Moved abroad' } }]);
  });

  it('reads in Arabic', () => {
    renderCard(interview(), 'ar-ae');
    expect(screen.getByRole('heading', { name: 'مقابلة: Product Designer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قبول' })).toBeTruthy();
  });
});

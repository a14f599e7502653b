import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ResumeImport } from '@/components/profile/resume-import';
import messages from '@/i18n/messages/resumeParsing/en-us.json';
import type { SyncableContent } from '@/lib/schemas/resume-parsing';
import { ok, browserPlatform } from '@/tests/support/browser-platform';

const server = browserPlatform();

const found: SyncableContent = {
  parse_id: 7,
  resume_id: 3,
  state: 'completed',
  failure: null,
  content: {
    name: 'Maria Santos',
    email: 'maria.santos@example.com',
    phone: '+63 917 555 0142',
    work_experiences: [
      { job_title: 'Senior Software Engineer', company_name: 'Globe Payments Inc.', from: '2020-03', to: null, current: true, description: null },
      // No start month: the profile's form requires one, so it cannot be imported as it is.
      { job_title: 'Intern', company_name: 'Manila Data Systems', from: null, to: '2016-02', current: false, description: null },
    ],
    educations: [{ school: 'University of the Philippines', degree: 'BSc Computer Science', degree_id: 5, field_of_study: 'Computer Science', from: '2012-06', to: '2016-04', current: false, description: null }],
    skills: ['TypeScript', 'PostgreSQL'],
    languages: [{ name: 'English', language_id: 1, proficiency: 'fluent' }],
  },
};

/** The platform as MSW: readings answered in turn, imports recorded. */
function show(readings: SyncableContent[]) {
  const imports: unknown[] = [];
  let asked = 0;
  server.use(
    http.get('*/api/jobseeker/resume/7/get-syncable-content', () => {
      const reading = readings[Math.min(asked, readings.length - 1)];
      asked += 1;
      return ok(reading);
    }),
    http.post('*/api/jobseeker/resume/7/import', async ({ request }) => {
      imports.push(await request.json());
      return ok({ work_experiences: { created: 1, skipped: 0 }, educations: { created: 1, skipped: 0 }, skills: { created: 0, skipped: 1 }, languages: { created: 1, skipped: 0 } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en-us" messages={messages} timeZone="UTC">
        <ResumeImport parseId={7} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return { imports };
}

describe('ResumeImport', () => {
  it('shows what was found, ticks what can be imported, and sends only the chosen items', async () => {
    const user = userEvent.setup();
    const platform = show([found]);
    const work = await screen.findByRole('group', { name: 'Work experience' });
    const current = within(work).getByRole('checkbox', { name: /Senior Software Engineer · Globe Payments Inc\. · Mar 2020 – Present/ });
    const incomplete = within(work).getByRole('checkbox', { name: /Intern · Manila Data Systems/ });
    expect((current as HTMLInputElement).checked).toBe(true);
    expect((incomplete as HTMLInputElement).checked).toBe(false);
    expect((incomplete as HTMLInputElement).disabled).toBe(true);
    const why = document.getElementById(incomplete.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Some details (such as the dates) were not found: add this one by hand.');
    expect(screen.getByText('maria.santos@example.com')).toBeTruthy();
    expect((within(screen.getByRole('group', { name: 'Languages' })).getByRole('checkbox', { name: 'English · Fluent' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(screen.getByRole('group', { name: 'Skills' })).getByRole('checkbox', { name: 'PostgreSQL' }));
    await user.click(screen.getByRole('button', { name: 'Import 4 items' }));
    expect((await screen.findByRole('status')).textContent).toBe('3 items were added to your profile. 1 was already on your profile.');
    expect(platform.imports).toEqual([{ work_experiences: [0], educations: [0], skills: [0], languages: [0] }]);
  });

  it('says the resume is being read, and shows the choice once it has been', async () => {
    show([{ ...found, state: 'analysing', content: null }, found]);
    expect(await screen.findByText(/Reading your resume…/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Education' })).toBeTruthy(), { timeout: 5000 });
  });

  it('says honestly why a resume could not be read, and offers nothing to import', async () => {
    show([{ ...found, state: 'failed', failure: 'no_text', content: null }]);
    expect((await screen.findByRole('alert')).textContent).toContain('it has no text we can read');
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
  });
});

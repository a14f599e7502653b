import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { describeNotification } from '@/components/notifications/notification-text';
import english from '@/i18n/messages/notifications/en-us.json';
import arabic from '@/i18n/messages/notifications/ar-ae.json';
import type { AppNotification } from '@/lib/schemas/notifications';

const followed = (payload: Record<string, unknown>): AppNotification => ({
  id: 1,
  kind: 'job_alert',
  payload: { event: 'followed_company', company_id: 7, company_name: 'Acme', job_id: 42, job_title: 'Data analyst', ...payload },
  read: false,
  created_at: '2026-11-01T00:00:00.000Z',
});

describe('a followed company’s new jobs as a notification', () => {
  const t = createTranslator({ locale: 'en-US', messages: english, namespace: 'Notifications' });

  it('names the one new job and leads to it', () => {
    expect(describeNotification(t as never, followed({ count: 1 }), 'en-us')).toEqual({
      text: 'Acme posted a new job: Data analyst.',
      href: '/en-us/job/data-analyst-42',
    });
  });

  it('counts several and leads to the company’s jobs', () => {
    expect(describeNotification(t as never, followed({ count: 3 }), 'en-us')).toEqual({ text: 'Acme posted 3 new jobs.', href: '/en-us/company/acme-7' });
  });

  it('never links from ids that are not ids', () => {
    expect(describeNotification(t as never, followed({ count: 3, company_id: 'x' }), 'en-us').href).toBeNull();
  });

  it('is written in the reader’s language', () => {
    const ta = createTranslator({ locale: 'ar-AE', messages: arabic, namespace: 'Notifications' });
    expect(describeNotification(ta as never, followed({ count: 1 }), 'ar-ae').text).toBe('نشرت Acme وظيفة جديدة: Data analyst.');
  });
});

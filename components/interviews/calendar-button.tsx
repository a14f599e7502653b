'use client';

import { useTranslations } from 'next-intl';
import type { InterviewListItem } from '@/lib/schemas/interview-views';
import { calendarFile } from '@/lib/interviews/ics';

/** "Add to calendar": an .ics file made from the interview, downloaded from memory. */
export function CalendarButton({ interview, className }: { interview: InterviewListItem; className?: string }) {
  const t = useTranslations('Interviews');
  if (!interview.chosen_time) return null;
  const start = new Date(interview.chosen_time);

  function download() {
    const place = interview.mode === 'video' ? interview.video_link : interview.address;
    const description = [
      interview.company_name,
      `${t('contact')}: ${interview.contact_name} ${interview.contact_phone}`,
      interview.instructions,
      interview.mode === 'video' ? interview.video_link : null,
    ]
      .filter(Boolean)
      .join('\n');
    const text = calendarFile({
      uid: `interview-${interview.id}@hireloop`,
      start,
      summary: t('cardTitle', { job: interview.job_title }),
      location: place,
      description,
      url: interview.mode === 'video' ? interview.video_link : null,
      stamp: new Date(),
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `interview-${interview.id}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <button type="button" className={className} onClick={download}>
      {t('addToCalendar')}
    </button>
  );
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCards, type CourseLabels } from '@/components/courses/course-cards';

const labels: CourseLabels = {
  locale: 'ja-JP',
  language: 'ja-jp',
  level: 'レベル',
  levels: { beginner: '初級', intermediate: '中級', advanced: '上級' },
  everyTrade: '全職種向け',
  categories: { 100: '営業' },
};

describe('course cards (issue 36 item 11)', () => {
  it('each leads to its course’s page in the page’s language', () => {
    render(
      <CourseCards
        label="講座"
        labels={labels}
        courses={[
          { id: 1, key: 'consultative-selling', title: 'コンサルティング営業の基本', level: 'beginner', hours: 6, job_category_ids: [100] },
          { id: 2, key: 'key-account-management', title: '重要顧客管理', level: 'advanced', hours: 10, job_category_ids: [] },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['コンサルティング営業の基本', '/ja-jp/courses/consultative-selling'],
      ['重要顧客管理', '/ja-jp/courses/key-account-management'],
    ]);
    expect(screen.getByRole('heading', { name: 'コンサルティング営業の基本' }).contains(links[0] ?? null)).toBe(true);
  });
});

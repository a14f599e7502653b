import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from '@/components/ui/file-picker';

describe('the file picker (issue 19)', () => {
  it('is a labelled button that names the chosen file in the page’s words', async () => {
    const onChange = vi.fn();
    render(
      <div dir="rtl" lang="ar">
        <label htmlFor="cv">السيرة الذاتية</label>
        <FilePicker id="cv" onChange={onChange} labels={{ choose: 'اختر ملفًا', none: 'لم يتم اختيار ملف' }} />
      </div>,
    );
    const input = screen.getByLabelText('السيرة الذاتية');
    expect(input.getAttribute('type')).toBe('file');
    expect(screen.getByText('اختر ملفًا').className).toContain('button');
    const status = screen.getByText('لم يتم اختيار ملف');
    expect(input.getAttribute('aria-describedby')).toContain(status.id);
    await userEvent.upload(input, new File(['%PDF'], 'سيرتي.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('سيرتي.pdf').id).toBe(status.id);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ArrivalFocus } from '@/components/ui/arrival-focus';

describe('a confirmation reached by a client-side navigation (issue 36 item 10)', () => {
  it('is scrolled into view and focused, wherever the last page was scrolled', () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const { getByRole } = render(
      <main>
        <h1 id="done" tabIndex={-1}>
          Application sent
        </h1>
        <ArrivalFocus targetId="done" />
      </main>,
    );
    const heading = getByRole('heading', { name: 'Application sent' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(heading);
  });
});

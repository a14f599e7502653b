import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDrafts, draftKey, readDraft, useDraft, writeDraft } from '@/components/profile/drafts';

afterEach(() => window.sessionStorage.clear());

describe('profile drafts (a reload keeps what was typed)', () => {
  it('saves every change and restores it in a new form', () => {
    const key = draftKey(7, 'step-1');
    const first = renderHook(() => {
      const form = useForm<{ title: string }>({ defaultValues: { title: '' } });
      useDraft(form, key);
      return form;
    });
    act(() => first.result.current.setValue('title', 'Team Lead'));
    first.unmount();

    const second = renderHook(() => {
      const form = useForm<{ title: string }>({ defaultValues: { title: '' } });
      useDraft(form, key);
      return form;
    });
    expect(second.result.current.getValues('title')).toBe('Team Lead');
  });

  it('forgets a draft after 30 minutes', () => {
    const key = draftKey(7, 'work');
    writeDraft(key, { title: 'Old' });
    expect(readDraft(key)).toEqual({ title: 'Old' });
    expect(readDraft(key, Date.now() + 31 * 60 * 1000)).toBeNull();
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('clears only the given user’s drafts', () => {
    writeDraft(draftKey(7, 'a'), 1);
    writeDraft(draftKey(7, 'b'), 2);
    writeDraft(draftKey(8, 'a'), 3);
    clearDrafts(7);
    expect(readDraft(draftKey(7, 'a'))).toBeNull();
    expect(readDraft(draftKey(7, 'b'))).toBeNull();
    expect(readDraft(draftKey(8, 'a'))).toBe(3);
  });
});

'use client';

import { useEffect, useState } from 'react';
import type { CombinedSuggestionResult } from '@/lib/schemas/company';
import { loadBrowserHttp } from '@/services/browser-context';

export const suggestionDebounceMs = 250;
const empty: CombinedSuggestionResult = { companies: [], job_titles: [] };

/** Job titles and companies for what is typed, fetched once typing pauses. */
export function useSuggestions(query: string): CombinedSuggestionResult {
  const [result, setResult] = useState(empty);
  const text = query.trim();
  useEffect(() => {
    if (text.length < 1 || text.length > 100) {
      setResult(empty);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // The client and the suggestions service load with the first keystroke, not with the page.
      Promise.all([loadBrowserHttp(), import('@/services/search-suggestions')])
        .then(([http, service]) => service.combinedSuggestions(http, text, controller.signal))
        .then(setResult)
        .catch(() => setResult(empty));
    }, suggestionDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return result;
}

'use client';

import { useEffect, useState } from 'react';
import type { CombinedSuggestionResult } from '@/lib/schemas/company';
import { browserHttp } from '@/services/browser';
import { combinedSuggestions } from '@/services/search-suggestions';

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
      combinedSuggestions(browserHttp(), text, controller.signal)
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

'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { RuleIssue } from '@/lib/schemas/jobseeker-constants';

/** Shows a rule in the reader's language. */
export type TranslateRule = (issue: RuleIssue) => string;

/** A rule key and its arguments → the ProfileErrors message in the reader's language. */
export function useRuleMessage(): TranslateRule {
  const t = useTranslations('ProfileErrors');
  return useCallback(
    ({ key, args }: RuleIssue) => {
      switch (key) {
        case null:
          return t('invalid');
        case 'textTooLong':
          return t('textTooLong', { max: args.max ?? 0 });
        case 'fileTooLarge':
          return t('fileTooLarge', { max: args.max ?? 0 });
        case 'phoneLength':
          if (args.min === undefined || args.max === undefined) return t('invalid');
          return args.min === args.max ? t('phoneLengthExact', { count: args.min }) : t('phoneLength', { min: args.min, max: args.max });
        default:
          return t(key);
      }
    },
    [t],
  );
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalErrorText } from '@/app/global-error-text';
import { languages } from '@/lib/languages';

describe('the last-resort error page’s words', () => {
  it('are the message files’ words, in every language', () => {
    for (const { slug } of languages) {
      const messages = JSON.parse(readFileSync(join(process.cwd(), `i18n/messages/${slug}.json`), 'utf8'));
      expect(globalErrorText[slug], slug).toEqual({ error: messages.Notices.serverError, retry: messages.Notices.retry, home: messages.NotFound.backHome });
    }
  });
});

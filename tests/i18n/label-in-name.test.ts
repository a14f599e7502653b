import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageFeatures } from '@/i18n/catalogue';
import { formatMessage } from '@/lib/format-message';
import { languages } from '@/lib/languages';

/**
 * WCAG 2.5.3 label in name (issue 36 item 15): a control whose accessible name (aria-label) is
 * longer than its visible text must contain that text, so a voice-control user can say what they
 * see ("Import into profile", not "Import cv.pdf into your profile"). These are the pairs the
 * components use: [namespace, visible key, aria-label key, the label's arguments].
 */
const pairs: [namespace: string, visible: string, label: string, values: Record<string, string>][] = [
  ['MyJobs', 'withdraw', 'withdrawNamed', { title: 'Product Designer' }],
  ['ResumeBuilder', 'delete', 'deleteLabel', { name: 'cv.pdf' }],
  ['ResumeImport', 'importButton', 'importNamed', { name: 'cv.pdf' }],
  ['Resumes', 'download', 'downloadNamed', { name: 'cv.pdf' }],
  ['Resumes', 'rename', 'renameNamed', { name: 'cv.pdf' }],
  ['Resumes', 'sendEmail', 'sendEmailNamed', { name: 'cv.pdf' }],
  ['Resumes', 'delete', 'deleteNamed', { name: 'cv.pdf' }],
  ['VideoResumes', 'delete', 'deleteNamed', { name: 'intro.mp4' }],
  ['ProfileForm', 'edit', 'editNamed', { name: 'Acme' }],
  ['ProfileForm', 'delete', 'deleteNamed', { name: 'Acme' }],
  ['BlockedCompanies', 'block', 'blockNamed', { company: 'Acme' }],
  ['BlockedCompanies', 'unblock', 'unblockNamed', { company: 'Acme' }],
  ['JobAlerts', 'delete', 'deleteLabel', { name: 'Designer' }],
];

const messagesDir = fileURLToPath(new URL('../../i18n/messages/', import.meta.url));
const read = (path: string): Record<string, Record<string, string>> => JSON.parse(readFileSync(`${messagesDir}${path}`, 'utf8'));

function catalogueOf(slug: string) {
  const merged = { ...read(`${slug}.json`) };
  for (const feature of messageFeatures) Object.assign(merged, read(`${feature}/${slug}.json`));
  return merged;
}

describe('accessible names contain the visible text', () => {
  for (const language of languages) {
    it(`${language.slug}: every named button says its visible words`, () => {
      const catalogue = catalogueOf(language.slug);
      const missing: string[] = [];
      for (const [namespace, visibleKey, labelKey, values] of pairs) {
        const visibleText = catalogue[namespace]?.[visibleKey];
        const labelText = catalogue[namespace]?.[labelKey];
        if (visibleText === undefined || labelText === undefined) {
          missing.push(`${namespace}.${visibleKey} or .${labelKey} is not in the catalogue`);
          continue;
        }
        const visible = formatMessage(visibleText, language.intl).toLocaleLowerCase(language.intl);
        const label = formatMessage(labelText, language.intl, values).toLocaleLowerCase(language.intl);
        if (!label.includes(visible)) missing.push(`${namespace}.${labelKey} "${label}" lacks "${visible}"`);
      }
      expect(missing).toEqual([]);
    });
  }
});

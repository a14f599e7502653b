import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { generateMetadata as downloadAppMetadata } from '@/app/[lang]/[country]/download-app/page';
import { generateMetadata as remoteJobsMetadata } from '@/app/[lang]/[country]/remote-jobs/page';
import { generateMetadata as resumeTemplatesMetadata } from '@/app/[lang]/[country]/resume-templates/page';
import { generateMetadata as web3JobsMetadata } from '@/app/[lang]/[country]/web3-jobs/page';
import { loadMessages } from '@/i18n/catalogue';

// The catalogue of the language each call asks for, as next-intl's request config would load it.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    createTranslator({ locale, messages: await loadMessages(locale), namespace: namespace as never }),
  setRequestLocale: () => {},
}));

const params = (lang: string, country: string) => ({ params: Promise.resolve({ lang, country }) });

describe('the metadata of the pages that are the same on every site', () => {
  it('titles the app landing from its namespace in the site’s language, with its canonical and every site as alternate', async () => {
    const metadata = await downloadAppMetadata(params('ja-jp', 'jp'));
    expect(metadata.title).toBe('Hireloop アプリ | Hireloop');
    expect(metadata.description).toMatch(/^iPhone・Android 向け Hireloop/);
    expect(String(metadata.alternates?.canonical)).toMatch(/^http:\/\/jp\.[^/]+\/ja-jp\/download-app$/);
    const alternates = metadata.alternates?.languages as Record<string, string>;
    expect(alternates['ar-AE']).toMatch(/^http:\/\/ae\.[^/]+\/ar-ae\/download-app$/);
  });

  it('titles the resume templates from theirs, and gives nothing for a site that does not exist', async () => {
    const metadata = await resumeTemplatesMetadata(params('en-us', 'ph'));
    expect(metadata.title).toBe('Free resume templates | Hireloop');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/en-us\/resume-templates$/);
    expect(await resumeTemplatesMetadata(params('xx', 'ph'))).toEqual({});
  });
});

describe('the metadata of the landing pages about a site’s place', () => {
  it('says the site’s country in the title and description of the remote and Web3 jobs', async () => {
    const remote = await remoteJobsMetadata(params('en-us', 'ph'));
    expect(remote.title).toBe('Remote jobs you can do from the Philippines | Hireloop');
    expect(remote.description).toMatch(/open to people in the Philippines,/);
    expect(String(remote.alternates?.canonical)).toMatch(/^http:\/\/ph\.[^/]+\/en-us\/remote-jobs$/);
    const web3 = await web3JobsMetadata(params('en-us', 'ph'));
    expect(web3.title).toBe('Web3 jobs in the Philippines | Hireloop');
    expect(String(web3.alternates?.canonical)).toMatch(/^http:\/\/ph\.[^/]+\/en-us\/web3-jobs$/);
  });

  it('says worldwide on the international site, and gives nothing for a site that does not exist', async () => {
    expect((await web3JobsMetadata(params('en-us', 'com'))).title).toBe('Web3 jobs worldwide | Hireloop');
    expect((await remoteJobsMetadata(params('en-us', 'com'))).title).toBe('Remote jobs you can do from anywhere | Hireloop');
    expect(await remoteJobsMetadata(params('xx', 'ph'))).toEqual({});
  });
});

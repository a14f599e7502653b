import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from '@/server/storage/files';
import { minimalPdf } from '../support/documents';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { makeSeeker } from './profile-support';

describe('stored file names are shown escaped (issue 18, item 10)', () => {
  it('drops paths, control and direction-override characters and keeps the extension when shortening', () => {
    expect(safeFileName('../../etc/passwd', 'file.pdf')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ada\\cv\u202Efdp.exe', 'file.pdf')).toBe('cvfdp.exe');
    expect(safeFileName('a\u0000b\r\nc\t.pdf', 'file.pdf')).toBe('abc.pdf');
    expect(safeFileName(' .. ', 'file.pdf')).toBe('file.pdf');
    expect(safeFileName(`${'x'.repeat(300)}.docx`, 'file.docx', 200)).toBe(`${'x'.repeat(195)}.docx`);
    expect(safeFileName('履歴書 2026.pdf', 'file.pdf')).toBe('履歴書 2026.pdf');
  });

  it('writes Content-Disposition with an ASCII fallback and an RFC 5987 filename* no name can break out of', () => {
    expect(contentDisposition('inline', 'cv.pdf')).toBe(`inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(contentDisposition('attachment', 'a"; filename=evil.html.pdf')).toBe(
      `attachment; filename="a__ filename_evil.html.pdf"; filename*=UTF-8''a%22%3B%20filename%3Devil.html.pdf`,
    );
    expect(contentDisposition('inline', "履歴書 (1)'.pdf")).toBe(`inline; filename="___ (1)_.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8%20%281%29%27.pdf`);
  });
});

describe('GET a license attachment', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ jobsPerCountry: 0 });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('serves the sanitized name escaped, as its sniffed type, with nosniff', async () => {
    const seeker = await makeSeeker(platform);
    const upload = await seeker.upload('/jobseeker/license-certifications/upload-attachment', {
      file: new Blob([minimalPdf() as BlobPart]),
      filename: 'csm"\r\nSet-Cookie: a=b\u202E.pdf',
    });
    expect(upload.status).toBe(201);
    expect(upload.data.filename).toBe('csm"Set-Cookie: a=b.pdf');
    const response = await platform.request(upload.data.url.replace(/^\/api/, ''), { country: 'ph', headers: { Authorization: `Bearer ${seeker.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="csm_Set-Cookie_ a_b.pdf"; filename*=UTF-8''csm%22Set-Cookie%3A%20a%3Db.pdf`,
    );
  });

  it('refuses a PDF attachment that does not open', async () => {
    const seeker = await makeSeeker(platform);
    const html = new TextEncoder().encode('%PDF-1.7\n<html><script>alert(1)</script></html>');
    const answer = await seeker.upload('/jobseeker/license-certifications/upload-attachment', { file: new Blob([html]), filename: 'csm.pdf' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors)).toEqual(['file']);
  });
});

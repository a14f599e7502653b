import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedResumeSchema } from '@/lib/schemas/applications';
import { sniffResume } from '@/server/domain/resume-files';
import { rowsOf } from '@/server/db/rows';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { minimalDoc, minimalDocx, minimalPdf } from '../support/documents';
import { createSeeker, type Seeker } from './applications-fixtures';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 0 });
});
afterAll(async () => {
  await platform?.close();
});

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
const pdf = () => minimalPdf();
const doc = () => minimalDoc();
const docx = () => minimalDocx();

async function upload(seeker: Seeker | null, file: Uint8Array | null, name: string) {
  const form = new FormData();
  if (file) form.set('file', new File([file as BlobPart], name));
  const response = await platform.request('/jobseeker/resume/upload', { method: 'POST', body: form, headers: seeker?.headers ?? {} });
  return { status: response.status, ...((await response.json()) as { code: number; data: any }) };
}

describe('resume file types', () => {
  it('reads the type from the bytes', () => {
    expect(sniffResume(pdf())).toBe('pdf');
    expect(sniffResume(doc())).toBe('doc');
    expect(sniffResume(docx())).toBe('docx');
    expect(sniffResume(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml [Content_Types].xml'))).toBeNull();
    expect(sniffResume(bytes('plain text pretending'))).toBeNull();
    expect(sniffResume(bytes([0x89], 'PNG\r\n'))).toBeNull();
  });
});

describe('POST /jobseeker/resume/upload', () => {
  it('stores a PDF, DOC and DOCX for the seeker and answers their records', async () => {
    const seeker = await createSeeker(platform);
    for (const [file, name, type] of [
      [pdf(), 'Ada CV.pdf', 'application/pdf'],
      [doc(), 'ada.DOC', 'application/msword'],
      [docx(), '../../etc/ada.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const answer = await upload(seeker, file, name);
      expect(answer.status, name).toBe(201);
      expect(uploadedResumeSchema.parse(answer.data)).toMatchObject({ mime_type: type, size: file.length });
    }
    const rows = rowsOf<{ filename: string; storage_key: string }>(
      await platform.handle.db.execute(sql`select filename, storage_key from files where user_id = ${seeker.id} and kind = 'resume' order by id`),
    );
    expect(rows.map((r) => r.filename)).toEqual(['Ada CV.pdf', 'ada.DOC', 'ada.docx']);
    const stored = await platform.services.storage.get(rows[0]?.storage_key as string);
    expect(stored && new TextDecoder().decode(stored)).toContain('%PDF-1.4');
  });

  it('refuses a fourth resume with 41170', async () => {
    const seeker = await createSeeker(platform);
    for (let i = 0; i < 3; i++) expect((await upload(seeker, pdf(), `cv-${i}.pdf`)).status).toBe(201);
    expect(await upload(seeker, pdf(), 'cv-4.pdf')).toMatchObject({ status: 422, code: 41170 });
  });

  it('checks the bytes, not the name: a renamed file, another type or no file is a 422 naming file', async () => {
    const seeker = await createSeeker(platform);
    for (const [file, name] of [
      [bytes('not really a pdf'), 'cv.pdf'],
      [doc(), 'cv.pdf'],
      [pdf(), 'cv.png'],
      [pdf(), 'cv'],
      [new Uint8Array(0), 'empty.pdf'],
      [null, 'none.pdf'],
    ] as const) {
      const answer = await upload(seeker, file, name);
      expect(answer.status, name).toBe(422);
      expect(Object.keys(answer.data.errors), name).toEqual(['file']);
    }
    const count = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from files where user_id = ${seeker.id}`));
    expect(count[0]?.n).toBe(0);
  });

  it('refuses a file that only starts like its type with 41281 and says why (issue 18, item 10)', async () => {
    const seeker = await createSeeker(platform);
    const zip = (text: string) => bytes([0x50, 0x4b, 0x03, 0x04], text);
    for (const [file, name, type] of [
      [bytes('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>'), 'cv.pdf', 'PDF'],
      [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'compound document body'), 'cv.doc', 'DOC'],
      [zip('....[Content_Types].xml....word/document.xml....'), 'cv.docx', 'DOCX'],
      [minimalDocx(), 'cv.pdf', 'PDF'],
    ] as const) {
      const answer = await upload(seeker, file, name);
      expect(answer, name).toMatchObject({ status: 422, code: 41281 });
      expect(answer.data.errors.file, name).toEqual([`The file is not a valid ${type} document: it does not open as one`]);
    }
    const count = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from files where user_id = ${seeker.id}`));
    expect(count[0]?.n).toBe(0);
  });

  it('stores a sanitized name: no path, control or direction-override characters', async () => {
    const seeker = await createSeeker(platform);
    const answer = await upload(seeker, pdf(), '..\\C:\\cv\u202Efdp.exe\r\n"; x=1.pdf');
    expect(answer.status).toBe(201);
    expect(answer.data.filename).toBe('cvfdp.exe"; x=1.pdf');
  });

  it('accepts up to 30 MB and refuses more before storing anything', async () => {
    const seeker = await createSeeker(platform);
    // The padding's size changes the offsets' digits: size it twice to land on 30 MB exactly.
    const limit = 30 * 1024 * 1024;
    const first = minimalPdf('big', limit - minimalPdf('big').length);
    const big = minimalPdf('big', limit - minimalPdf('big').length - (first.length - limit));
    expect(big.length).toBe(30 * 1024 * 1024);
    expect((await upload(seeker, big, 'big.pdf')).status).toBe(201);
    const tooBig = new Uint8Array(30 * 1024 * 1024 + 1);
    tooBig.set(pdf());
    const answer = await upload(seeker, tooBig, 'huge.pdf');
    expect(answer.status).toBe(422);
    expect(answer.data.errors.file[0]).toContain('30MB');
  });

  it('is 401 without a signed-in session', async () => {
    expect(await upload(null, pdf(), 'cv.pdf')).toMatchObject({ status: 401, code: 40003 });
  });
});

describe('GET /jobseeker/resumes', () => {
  async function list(seeker: Seeker | null) {
    const response = await platform.request('/jobseeker/resumes', { headers: seeker?.headers ?? {} });
    return { status: response.status, ...((await response.json()) as { code: number; data: any }) };
  }

  it('lists only the caller’s own resumes, newest first', async () => {
    const owner = await createSeeker(platform);
    const other = await createSeeker(platform);
    const first = await upload(owner, pdf(), 'first.pdf');
    const second = await upload(owner, docx(), 'second.docx');
    await upload(other, pdf(), 'someone-else.pdf');
    const answer = await list(owner);
    expect(answer.status).toBe(200);
    expect(answer.data.resumes.map((resume: { id: number }) => resume.id)).toEqual([second.data.id, first.data.id]);
    expect(answer.data.resumes[0]).toMatchObject({ filename: 'second.docx', size: docx().length });
    const theirs = await list(other);
    expect(theirs.data.resumes.map((resume: { filename: string }) => resume.filename)).toEqual(['someone-else.pdf']);
  });

  it('needs a session', async () => {
    const answer = await list(null);
    expect([answer.status, answer.code]).toEqual([401, 40003]);
  });
});

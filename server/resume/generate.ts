import PDFDocument from 'pdfkit';
import { type ResumeTemplateId, resumeTemplateAccent } from '@/lib/resume-templates';
import type { ResumeContent, ResumeEntry } from './content';
import { type TextStyle, Typesetter } from './typeset';

/**
 * A resume PDF from its content with one of the templates (lib/resume-templates.ts). A4, text
 * set by server/resume/typeset.ts; long resumes run onto more pages, each template's page
 * decoration (the Modern sidebar band) drawn on every page.
 */

const pageWidth = 595.28;
const pageHeight = 841.89;
const muted = '#4b5563';
const ink = '#111827';

class Page {
  readonly doc: PDFKit.PDFDocument;
  readonly type: Typesetter;
  private pages = 1;

  constructor(
    content: ResumeContent,
    private readonly decorate: (page: Page) => void,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      autoFirstPage: true,
      info: { Title: content.name, Creator: 'Hireloop', Producer: 'Hireloop' },
      lang: content.language,
      displayTitle: true,
    } as PDFKit.PDFDocumentOptions);
    this.type = new Typesetter(this.doc, content.language);
    decorate(this);
  }

  get rtl() {
    return this.type.rtl;
  }

  /** x of a box placed `x` from the start edge (left, or right in a right-to-left resume). */
  x(x: number, width: number): number {
    return this.rtl ? pageWidth - x - width : x;
  }

  show(page: number) {
    while (this.pages <= page) {
      this.doc.addPage({ size: 'A4', margin: 0 });
      this.pages += 1;
      this.decorate(this);
    }
    this.doc.switchToPage(page);
  }

  rect(x: number, y: number, width: number, height: number, color: string) {
    this.doc.rect(this.x(x, width), y, width, height).fill(color);
  }

  rule(x: number, y: number, width: number, color: string) {
    const left = this.x(x, width);
    this.doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.7).strokeColor(color).stroke();
  }

  async bytes(): Promise<Rendered> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return { bytes: new Uint8Array(Buffer.concat(chunks)), missing: [...this.type.missing] };
  }
}

/** A column of text from a start offset, running onto the next page at `top` when full. */
class Flow {
  page = 0;

  constructor(
    private readonly sheet: Page,
    readonly start: number,
    readonly width: number,
    public y: number,
    private readonly top = 48,
    private readonly bottom = pageHeight - 48,
  ) {}

  need(height: number) {
    if (this.y + height > this.bottom && this.y > this.top) {
      this.page += 1;
      this.y = this.top;
    }
    this.sheet.show(this.page);
  }

  text(text: string | null, style: TextStyle, indent = 0) {
    if (!text) return;
    const type = this.sheet.type;
    const width = this.width - indent;
    const lineHeight = style.size * (style.lineHeight ?? 1.45);
    for (const paragraph of text.split(/\n+/)) {
      for (const line of type.lines(paragraph, width, style.size)) {
        this.need(lineHeight);
        type.draw([line], this.sheet.x(this.start + indent, width), this.y, width, style);
        this.y += lineHeight;
      }
    }
  }

  gap(height: number) {
    this.y += height;
  }

  rule(color: string) {
    this.need(4);
    this.sheet.rule(this.start, this.y, this.width, color);
    this.y += 6;
  }
}

function entries(flow: Flow, list: ResumeEntry[], accent: string, size = 9.5) {
  for (const entry of list) {
    flow.need(size * 4);
    flow.text(entry.title, { size: size + 1, color: ink, bold: true });
    flow.text([entry.subtitle, entry.period].filter(Boolean).join('  ·  '), { size, color: accent });
    flow.text(entry.body, { size, color: muted });
    flow.gap(6);
  }
}

function hasAny(content: ResumeContent) {
  return {
    summary: Boolean(content.summary),
    experience: content.experience.length > 0,
    education: content.education.length > 0,
    licenses: content.licenses.length > 0,
    skills: content.skills.length > 0,
    languages: content.languages.length > 0,
    links: content.links.length > 0,
  };
}

/** Classic: one column, the name centred, ruled section headings. */
async function classic(content: ResumeContent): Promise<Rendered> {
  const accent = resumeTemplateAccent.classic;
  const sheet = new Page(content, () => {});
  const margin = 56;
  const flow = new Flow(sheet, margin, pageWidth - margin * 2, 52);
  flow.text(content.name, { size: 22, color: ink, bold: true, align: 'center' });
  flow.text(content.headline, { size: 12, color: muted, align: 'center' });
  flow.text(content.contact.join('  ·  '), { size: 9, color: muted, align: 'center' });
  flow.gap(10);
  const has = hasAny(content);
  const heading = (text: string) => {
    flow.need(40);
    flow.gap(4);
    flow.text(text, { size: 11.5, color: accent, bold: true });
    flow.rule('#9ca3af');
  };
  if (has.summary) {
    heading(content.headings.summary);
    flow.text(content.summary, { size: 9.5, color: ink });
  }
  if (has.experience) {
    heading(content.headings.experience);
    entries(flow, content.experience, muted);
  }
  if (has.education) {
    heading(content.headings.education);
    entries(flow, content.education, muted);
  }
  if (has.licenses) {
    heading(content.headings.licenses);
    entries(flow, content.licenses, muted);
  }
  if (has.skills) {
    heading(content.headings.skills);
    flow.text(content.skills.join('  ·  '), { size: 9.5, color: ink });
  }
  if (has.languages) {
    heading(content.headings.languages);
    flow.text(content.languages.join('  ·  '), { size: 9.5, color: ink });
  }
  if (has.links) {
    heading(content.headings.links);
    for (const link of content.links) flow.text(link, { size: 9.5, color: ink });
  }
  return sheet.bytes();
}

/** Modern: a coloured sidebar on the start side (contact, skills, languages, links), the story beside it. */
async function modern(content: ResumeContent): Promise<Rendered> {
  const accent = resumeTemplateAccent.modern;
  const side = 186;
  const sheet = new Page(content, (page) => page.rect(0, 0, side, pageHeight, accent));
  const bar = new Flow(sheet, 22, side - 44, 48);
  const white = '#ffffff';
  const pale = '#ccfbf1';
  bar.text(content.name, { size: 19, color: white, bold: true, lineHeight: 1.3 });
  bar.text(content.headline, { size: 10.5, color: pale });
  bar.gap(14);
  const barHeading = (text: string) => {
    bar.need(36);
    bar.gap(6);
    bar.text(text, { size: 10.5, color: white, bold: true });
    bar.gap(2);
  };
  if (content.contact.length > 0) {
    barHeading(content.headings.contact);
    for (const line of content.contact) bar.text(line, { size: 8.5, color: pale });
  }
  if (content.skills.length > 0) {
    barHeading(content.headings.skills);
    for (const skill of content.skills) bar.text(skill, { size: 8.5, color: pale });
  }
  if (content.languages.length > 0) {
    barHeading(content.headings.languages);
    for (const spoken of content.languages) bar.text(spoken, { size: 8.5, color: pale });
  }
  if (content.links.length > 0) {
    barHeading(content.headings.links);
    for (const link of content.links) bar.text(link, { size: 8, color: pale });
  }

  const main = new Flow(sheet, side + 28, pageWidth - side - 28 - 40, 48);
  const heading = (text: string) => {
    main.need(40);
    main.gap(4);
    main.text(text, { size: 13, color: accent, bold: true });
    main.gap(2);
  };
  if (content.summary) {
    heading(content.headings.summary);
    main.text(content.summary, { size: 9.5, color: ink });
    main.gap(6);
  }
  if (content.experience.length > 0) {
    heading(content.headings.experience);
    entries(main, content.experience, accent);
  }
  if (content.education.length > 0) {
    heading(content.headings.education);
    entries(main, content.education, accent);
  }
  if (content.licenses.length > 0) {
    heading(content.headings.licenses);
    entries(main, content.licenses, accent);
  }
  return sheet.bytes();
}

/** Compact: a coloured band with the name and contact, then headings in a narrow start column beside their entries. */
async function compact(content: ResumeContent): Promise<Rendered> {
  const accent = resumeTemplateAccent.compact;
  const margin = 40;
  const band = 96;
  const sheet = new Page(content, () => {});
  sheet.rect(0, 0, pageWidth, band, accent);
  const head = new Flow(sheet, margin, pageWidth - margin * 2, 24);
  head.text(content.name, { size: 20, color: '#ffffff', bold: true, lineHeight: 1.3 });
  head.text(content.headline, { size: 10.5, color: '#dbeafe' });
  head.text(content.contact.join('  |  '), { size: 8.5, color: '#dbeafe' });

  const label = 112;
  const body = new Flow(sheet, margin + label, pageWidth - margin * 2 - label, Math.max(band + 22, head.y + 16), 40, pageHeight - 40);
  const section = (title: string, draw: () => void) => {
    body.need(30);
    body.rule('#bfdbfe');
    const page = body.page;
    const y = body.y;
    draw();
    // The heading sits in the start column level with the section's first line.
    sheet.show(page);
    sheet.type.paragraph(title, sheet.x(margin, label - 12), y, label - 12, { size: 10, color: accent, bold: true });
    sheet.show(body.page);
    body.gap(4);
  };
  const has = hasAny(content);
  if (has.summary) section(content.headings.summary, () => body.text(content.summary, { size: 9, color: ink }));
  if (has.experience) section(content.headings.experience, () => entries(body, content.experience, accent, 9));
  if (has.education) section(content.headings.education, () => entries(body, content.education, accent, 9));
  if (has.licenses) section(content.headings.licenses, () => entries(body, content.licenses, accent, 9));
  if (has.skills) section(content.headings.skills, () => body.text(content.skills.join(' · '), { size: 9, color: ink }));
  if (has.languages) section(content.headings.languages, () => body.text(content.languages.join(' · '), { size: 9, color: ink }));
  if (has.links) section(content.headings.links, () => {
    for (const link of content.links) body.text(link, { size: 9, color: ink });
  });
  return sheet.bytes();
}

/** A resume's PDF, and the characters of it no shipped font draws (docs/decisions/0042). */
export interface Rendered {
  bytes: Uint8Array;
  missing: string[];
}

const templates: Record<ResumeTemplateId, (content: ResumeContent) => Promise<Rendered>> = { classic, modern, compact };

/** The PDF of a resume's content in a template. */
export function renderResume(content: ResumeContent, template: ResumeTemplateId): Promise<Rendered> {
  return templates[template](content);
}

/** renderResume with one argument, as a limited worker runs it (server/resume/render.ts). */
export function renderResumeJob({ content, template }: { content: ResumeContent; template: ResumeTemplateId }): Promise<Rendered> {
  return renderResume(content, template);
}

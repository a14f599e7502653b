/**
 * The rules of attached resumes the form and the platform share (platform spec §5, §9), kept
 * free of zod so the manage-profile page can check a name without loading it.
 */

/**
 * Platform spec §9 gives two readings of the size: the form takes files under 5 MB and the
 * platform accepts up to 30 MB (docs/decisions/0017, 0038).
 */
export const resumeFormMaxBytes = 5 * 1024 * 1024;
export const resumeServerMaxBytes = 30 * 1024 * 1024;
/** Platform spec §9: at most 3 attached resumes (41170). */
export const maxResumes = 3;

/** Platform spec §5: a resume's name has a maximum length; without the extension, which stays the file's type. */
export const resumeNameMaxLength = 100;

/**
 * Letters and marks of every script, digits, spaces and `. _ - ( ) [ ]`: no path separators,
 * no characters Windows refuses in a name (`\ / : * ? " < > |`), no quotes, no control or
 * direction-override characters that could make a name read as something else.
 */
const allowedName = /^[\p{L}\p{M}\p{N} ._()[\]-]+$/u;

export type ResumeNameProblem = 'empty' | 'tooLong' | 'characters';

/** The name a rename keeps: trimmed, spaces collapsed, the file's own extension dropped if typed. */
export function resumeBaseName(name: string, extension: string): string {
  const trimmed = name.normalize('NFC').replace(/\s+/g, ' ').trim();
  const suffix = `.${extension.toLowerCase()}`;
  return trimmed.toLowerCase().endsWith(suffix) ? trimmed.slice(0, -suffix.length).trim() : trimmed;
}

/** What is wrong with a new resume name (after resumeBaseName), or null when it is fine. */
export function resumeNameProblem(base: string): ResumeNameProblem | null {
  if (base === '' || /^[. ]+$/.test(base)) return 'empty';
  if ([...base].length > resumeNameMaxLength) return 'tooLong';
  if (!allowedName.test(base)) return 'characters';
  return null;
}

/** A resume's format from its MIME type, as the list shows it. */
export function resumeFormatOf(mimeType: string): 'pdf' | 'doc' | 'docx' {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'application/msword') return 'doc';
  return 'docx';
}

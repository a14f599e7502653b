'use client';

import { useTranslations } from 'next-intl';
import { maxResumes, resumeFormMaxBytes } from '@/lib/resume-rules';
import { resumeUnreadable } from '@/lib/schemas/api-codes/ai';
import { tooManyAttempts } from '@/lib/schemas/api-codes/generic';
import { autoSendResume, resumeLimit } from '@/lib/schemas/api-codes/resumes';
import { ApiError } from '@/services/api-error';

export const resumeFormMegabytes = resumeFormMaxBytes / (1024 * 1024);
export const resumeExtensions = ['pdf', 'doc', 'docx'];
/** A file's extension in lower case; '' without one. */
export const extensionOf = (file: File) => (file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '');

/**
 * What the attached resumes say when the platform refuses. Its messages are English and never
 * shown: a refusal is explained from the code and the file the reader chose (its type, its size),
 * not from the message's words.
 */
export function useResumeProblem() {
  const t = useTranslations('Resumes');
  return (error: unknown, fallback: string, file?: File) => {
    if (!(error instanceof ApiError)) return t('errorFailed');
    if (error.code === resumeLimit) return t('errorTooMany', { max: maxResumes });
    if (error.code === autoSendResume) return t('errorAutoSend');
    if (error.code === tooManyAttempts) return t('errorTooManyEmails', { seconds: Number(error.data?.retry_after ?? 60) });
    if (error.code === resumeUnreadable) return t('errorParse', { format: (file ? extensionOf(file) : 'pdf').toUpperCase() });
    if (file && error.fieldErrors.file) {
      if (!resumeExtensions.includes(extensionOf(file))) return t('errorType');
      if (file.size > resumeFormMaxBytes) return t('errorSize', { size: resumeFormMegabytes });
    }
    return fallback;
  };
}

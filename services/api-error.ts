import type { ErrorData } from '@/lib/schemas/envelope';
import { notFound as notFoundCode, tooManyAttempts as tooManyAttemptsCode, validationFailed } from '@/lib/schemas/api-codes/generic';

/** Every failed platform call, whatever went wrong: HTTP status, catalogue code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly data: ErrorData;

  constructor(status: number, code: number, message: string, data: ErrorData = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }

  /** Field errors of a 422 (code 40001), keyed by field path. */
  get fieldErrors(): Record<string, string[]> {
    return this.data?.errors ?? {};
  }

  /** Why a field of a 422 was refused, when the platform says (lib/schemas/field-reasons.ts). */
  fieldReason(field: string): string | undefined {
    return this.data?.reasons?.[field];
  }
}

/** Status 0 stands for "no answer": a timeout or a network failure. */
export const noResponseStatus = 0;

/** The Notices message a failed call shows the reader, by catalogue code (platform spec §8). */
export function noticeKeyOf(error: ApiError): 'invalidInput' | 'tooManyAttempts' | 'notFound' | 'requestFailed' {
  if (error.code === tooManyAttemptsCode || error.status === 429) return 'tooManyAttempts';
  if (error.code === notFoundCode || error.status === 404) return 'notFound';
  if (error.code === validationFailed || error.status === 422) return 'invalidInput';
  return 'requestFailed';
}

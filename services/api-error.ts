import type { ErrorData } from '@/lib/schemas/envelope';

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
}

/** Status 0 stands for "no answer": a timeout or a network failure. */
export const noResponseStatus = 0;

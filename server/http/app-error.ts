import { describeCode } from '@/lib/schemas/codes';
import type { FieldErrors } from '@/lib/schemas/envelope';
import type { FieldReasons } from '@/lib/schemas/field-reasons';
import * as apiCode from '@/lib/schemas/api-codes';

/** A failure the caller should see: a catalogue code, its HTTP status and message, and data. */
export class AppError extends Error {
  readonly code: number;
  readonly status: ReturnType<typeof describeCode>['status'];
  readonly data: Record<string, unknown> | null;

  constructor(code: number, options: { message?: string; data?: Record<string, unknown> | null } = {}) {
    const entry = describeCode(code);
    super(options.message ?? entry.message);
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.data = options.data ?? null;
  }

  /** A 40001 with its field errors; `reasons` names why a field was refused where its messages alone say it in English. */
  static validation(errors: FieldErrors, reasons?: FieldReasons): AppError {
    return new AppError(apiCode.validationFailed, { data: reasons ? { errors, reasons } : { errors } });
  }

  static notFound(what?: string): AppError {
    return new AppError(apiCode.notFound, what ? { message: `${what} not found` } : {});
  }

  static tooManyAttempts(retryAfterSeconds: number): AppError {
    return new AppError(apiCode.tooManyAttempts, {
      message: `Too many attempts, retry in ${retryAfterSeconds} seconds`,
      data: { retry_after: retryAfterSeconds },
    });
  }
}

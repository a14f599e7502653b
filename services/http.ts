import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { ApiError, noResponseStatus } from './api-error';
import { type FailureHandlers, type RequestContext, contextHeaders, readErrorData, requestTimeoutMs } from './http-base';
import { serverError, validationFailed } from '@/lib/schemas/api-codes/generic';

export * from './http-base';

/** Any failure (an HTTP error, a timeout, an unreadable answer) as one ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError<unknown>;
    const response = axiosError.response;
    if (!response) {
      const timedOut = axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT';
      return new ApiError(noResponseStatus, serverError, timedOut ? 'The request timed out' : 'The platform could not be reached');
    }
    const body = response.data as { code?: unknown; message?: unknown; data?: unknown } | undefined;
    return new ApiError(
      response.status,
      typeof body?.code === 'number' ? body.code : response.status >= 500 ? serverError : validationFailed,
      typeof body?.message === 'string' ? body.message : response.statusText || 'Request failed',
      readErrorData(body?.data),
    );
  }
  return new ApiError(noResponseStatus, serverError, error instanceof Error ? error.message : 'Request failed');
}

export interface CreateHttpOptions {
  baseURL: string;
  context: RequestContext;
  handlers?: FailureHandlers;
  timeoutMs?: number;
  /** Server side only: the connection pool to the platform (services/platform-agent.ts). */
  agents?: { httpAgent: unknown; httpsAgent: unknown };
}

/**
 * The one axios factory (ARCHITECTURE, service layer). Every request carries Role-Id 1, Device,
 * Country-Id, Language-Id, Device-Uuid and the session; only 200 and 201 are success; every
 * failure becomes an ApiError and reaches exactly one handler: 401, 5xx, or a message.
 */
export function createHttp({ baseURL, context, handlers = {}, timeoutMs = requestTimeoutMs, agents }: CreateHttpOptions): AxiosInstance {
  const instance = axios.create({
    ...agents,
    baseURL,
    timeout: timeoutMs,
    headers: contextHeaders(context),
    validateStatus: (status) => status === 200 || status === 201,
  });
  instance.interceptors.response.use(undefined, (raw: unknown) => {
    // A request the caller cancelled (a newer keystroke, a closed page) is nobody's failure.
    if (axios.isCancel(raw)) return Promise.reject(raw);
    const error = toApiError(raw);
    if (error.isUnauthorized) handlers.onUnauthorized?.(error);
    else if (error.isServerError || error.status === noResponseStatus) handlers.onServerError?.(error);
    else handlers.onMessage?.(error);
    return Promise.reject(error);
  });
  return instance;
}


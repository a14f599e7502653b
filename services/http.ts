import axios, { type AxiosError, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { type CountryKey, countryByKey } from '@/lib/countries';
import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { ErrorData } from '@/lib/schemas/envelope';
import { ApiError, noResponseStatus } from './api-error';

export const requestTimeoutMs = 30_000;
export const jobSeekerRoleId = 1;
export const recruiterRoleId = 2;

export type Device = 'web' | 'mobile_web';

/** Who is asking: the site (country), the language, the device, and the session if any. */
export interface RequestContext {
  country: CountryKey;
  language: LanguageSlug;
  device: Device;
  deviceUuid?: string;
  /** The opaque session token; sent as a Bearer token. */
  session?: string;
  /** Role-Id: 1 (job seeker) unless a recruiter's session speaks (the development recruiter page). */
  roleId?: number;
}

/** What the browser does when a call fails; the server leaves these out and lets pages decide. */
export interface FailureHandlers {
  onUnauthorized?: (error: ApiError) => void;
  onServerError?: (error: ApiError) => void;
  onMessage?: (error: ApiError) => void;
}

export function contextHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Role-Id': String(context.roleId ?? jobSeekerRoleId),
    Device: context.device,
    'Country-Id': String(countryByKey(context.country).id),
    'Language-Id': String(languageBySlug(context.language).id),
  };
  if (context.deviceUuid) headers['Device-Uuid'] = context.deviceUuid;
  if (context.session) headers.Authorization = `Bearer ${context.session}`;
  return headers;
}

/**
 * The `data` of a failure: field errors and retry_after when present and well-formed. Read by
 * hand because this module is in every page's bundle, and zod is not (see docs/decisions).
 */
export function readErrorData(value: unknown): ErrorData {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  const out: NonNullable<ErrorData> = { ...data };
  delete out.errors;
  delete out.retry_after;
  if (data.errors && typeof data.errors === 'object') {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(data.errors as Record<string, unknown>)) {
      if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    }
    out.errors = errors;
  }
  if (typeof data.retry_after === 'number' && Number.isInteger(data.retry_after)) out.retry_after = data.retry_after;
  return out;
}

/** Any failure (an HTTP error, a timeout, an unreadable answer) as one ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError<unknown>;
    const response = axiosError.response;
    if (!response) {
      const timedOut = axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT';
      return new ApiError(noResponseStatus, 50001, timedOut ? 'The request timed out' : 'The platform could not be reached');
    }
    const body = response.data as { code?: unknown; message?: unknown; data?: unknown } | undefined;
    return new ApiError(
      response.status,
      typeof body?.code === 'number' ? body.code : response.status >= 500 ? 50001 : 40001,
      typeof body?.message === 'string' ? body.message : response.statusText || 'Request failed',
      readErrorData(body?.data),
    );
  }
  return new ApiError(noResponseStatus, 50001, error instanceof Error ? error.message : 'Request failed');
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

/** Reads the `{code, message, data}` envelope and checks `data` against the shared schema. */
export function unwrap<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const envelope = body as { code?: unknown; message?: unknown; data?: unknown } | null;
  if (envelope?.code !== 0) {
    throw new ApiError(
      200,
      typeof envelope?.code === 'number' ? envelope.code : 50001,
      typeof envelope?.message === 'string' ? envelope.message : 'Unexpected answer from the platform',
    );
  }
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) {
    throw new ApiError(200, 50001, `The platform answered in an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

/**
 * The service layer's pieces that need no HTTP library: the request context and its headers, the
 * envelope's reading. Services import these from here, so an island that imports a service does
 * not bring axios into its page's first load; the client itself (services/http.ts) loads with the
 * first call in the browser (services/browser.ts, docs/decisions/0069).
 */
import type { z } from 'zod';
import { type CountryKey, countryByKey } from '@/lib/countries';
import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { ErrorData } from '@/lib/schemas/envelope';
import { ApiError } from './api-error';
import { serverError } from '@/lib/schemas/api-codes/generic';

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

/** Reads the `{code, message, data}` envelope and checks `data` against the shared schema. */
export function unwrap<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const envelope = body as { code?: unknown; message?: unknown; data?: unknown } | null;
  if (envelope?.code !== 0) {
    throw new ApiError(
      200,
      typeof envelope?.code === 'number' ? envelope.code : serverError,
      typeof envelope?.message === 'string' ? envelope.message : 'Unexpected answer from the platform',
    );
  }
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) {
    throw new ApiError(200, serverError, `The platform answered in an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

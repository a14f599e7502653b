import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, noticeKeyOf } from '@/services/api-error';
import { createHttp, type FailureHandlers, requestTimeoutMs } from '@/services/http';
import { searchJobs } from '@/services/jobs';
import { getConfigLists } from '@/services/config';

const base = 'http://platform.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const emptyResult = { jobs: [], page: 1, size: 30, total_num: 0, total_pages: 0 };

function handlers(): Required<FailureHandlers> {
  return { onUnauthorized: vi.fn(), onServerError: vi.fn(), onMessage: vi.fn() };
}

function client(extra: Partial<Parameters<typeof createHttp>[0]> = {}) {
  return createHttp({
    baseURL: base,
    context: { country: 'jp', language: 'ja-jp', device: 'mobile_web', deviceUuid: 'uuid-1', session: 'tok' },
    ...extra,
  });
}

describe('every request', () => {
  it('carries Role-Id 1, Device, Country-Id, Language-Id, Device-Uuid and the session', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${base}/job/search`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ code: 0, message: 'Success', data: emptyResult });
      }),
    );
    await searchJobs(client(), { page: 1 });
    expect(seen?.get('role-id')).toBe('1');
    expect(seen?.get('device')).toBe('mobile_web');
    expect(seen?.get('country-id')).toBe('105');
    expect(seen?.get('language-id')).toBe('4');
    expect(seen?.get('device-uuid')).toBe('uuid-1');
    expect(seen?.get('authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a session', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${base}/job/search`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ code: 0, message: 'Success', data: emptyResult });
      }),
    );
    await searchJobs(createHttp({ baseURL: base, context: { country: 'ph', language: 'en-us', device: 'web' } }), {});
    expect(seen?.has('authorization')).toBe(false);
    expect(seen?.has('device-uuid')).toBe(false);
    expect(seen?.get('country-id')).toBe('167');
  });

  it('drops empty search parameters and defaults size 30 and source web', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${base}/job/search`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ code: 0, message: 'Success', data: emptyResult });
      }),
    );
    await searchJobs(client(), { page: 2, sort: undefined, device_uuid: '' });
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ page: '2', size: '30', source: 'web' });
  });

  it('waits 30 seconds by default before giving up', () => {
    expect(requestTimeoutMs).toBe(30_000);
    expect(client().defaults.timeout).toBe(30_000);
  });

  it('turns a timeout into an ApiError and the server-error notice', async () => {
    const h = handlers();
    server.use(
      http.get(`${base}/job/search`, async () => {
        await delay(300);
        return HttpResponse.json({ code: 0, message: 'Success', data: emptyResult });
      }),
    );
    const error = await searchJobs(client({ handlers: h, timeoutMs: 50 }), {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('The request timed out');
    expect(h.onServerError).toHaveBeenCalledOnce();
    expect(h.onMessage).not.toHaveBeenCalled();
  });
});

describe('cancelled requests', () => {
  it('reach no failure handler', async () => {
    const h = handlers();
    server.use(
      http.get(`${base}/job/search`, async () => {
        await delay(200);
        return HttpResponse.json({ code: 0, message: 'Success', data: emptyResult });
      }),
    );
    const controller = new AbortController();
    const pending = client({ handlers: h }).get('/job/search', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
    expect(h.onServerError).not.toHaveBeenCalled();
    expect(h.onMessage).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it('treats 201 as success', async () => {
    server.use(http.get(`${base}/job/search`, () => HttpResponse.json({ code: 0, message: 'Created', data: emptyResult }, { status: 201 })));
    await expect(searchJobs(client(), {})).resolves.toEqual(emptyResult);
  });

  it('treats any other 2xx as a failure', async () => {
    const h = handlers();
    server.use(http.get(`${base}/job/search`, () => HttpResponse.json({ code: 0, message: 'Accepted', data: emptyResult }, { status: 202 })));
    const error = await searchJobs(client({ handlers: h }), {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(202);
    expect(h.onMessage).toHaveBeenCalledOnce();
  });

  it('on 401 calls only the unauthorized handler', async () => {
    const h = handlers();
    server.use(http.get(`${base}/job/search`, () => HttpResponse.json({ code: 40003, message: 'Credentials not provided', data: null }, { status: 401 })));
    const error = await searchJobs(client({ handlers: h }), {}).catch((e) => e);
    expect(error).toMatchObject({ status: 401, code: 40003, isUnauthorized: true });
    expect(h.onUnauthorized).toHaveBeenCalledWith(error);
    expect(h.onServerError).not.toHaveBeenCalled();
    expect(h.onMessage).not.toHaveBeenCalled();
  });

  it('on 5xx calls only the server-error handler', async () => {
    const h = handlers();
    server.use(http.get(`${base}/job/search`, () => HttpResponse.json({ code: 50001, message: 'Internal server error', data: null }, { status: 500 })));
    const error = await searchJobs(client({ handlers: h }), {}).catch((e) => e);
    expect(error).toMatchObject({ status: 500, code: 50001 });
    expect(h.onServerError).toHaveBeenCalledOnce();
    expect(h.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 5xx without an envelope still maps to 50001', async () => {
    server.use(http.get(`${base}/job/search`, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await searchJobs(client(), {}).catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 50001 });
  });

  it('passes other messages and field errors on', async () => {
    const h = handlers();
    server.use(
      http.get(`${base}/job/search`, () =>
        HttpResponse.json({ code: 40001, message: 'Parameter validation failed', data: { errors: { page: ['Too small'] } } }, { status: 422 }),
      ),
    );
    const error = await searchJobs(client({ handlers: h }), {}).catch((e) => e);
    expect(error.fieldErrors).toEqual({ page: ['Too small'] });
    expect(h.onMessage).toHaveBeenCalledWith(expect.objectContaining({ message: 'Parameter validation failed' }));
  });

  it('keeps retry_after and drops malformed field errors', async () => {
    server.use(
      http.get(`${base}/job/search`, () =>
        HttpResponse.json(
          { code: 40006, message: 'Too many attempts', data: { retry_after: 60, errors: { page: 'not a list' } } },
          { status: 429 },
        ),
      ),
    );
    const error = await searchJobs(client(), {}).catch((e) => e);
    expect(error).toMatchObject({ status: 429, code: 40006 });
    expect(error.data.retry_after).toBe(60);
    expect(error.fieldErrors).toEqual({});
  });

  it('refuses an answer that does not match the contract', async () => {
    server.use(http.get(`${base}/config/2/list`, () => HttpResponse.json({ code: 0, message: 'Success', data: { industry_lists: 'nope' } })));
    const error = await getConfigLists(client(), 'ja').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/unexpected shape/);
  });

  it('reads a non-zero envelope code on a 200 as a failure', async () => {
    server.use(http.get(`${base}/job/search`, () => HttpResponse.json({ code: 40004, message: 'Not found', data: null })));
    await expect(searchJobs(client(), {})).rejects.toMatchObject({ code: 40004, message: 'Not found' });
  });
});

describe('noticeKeyOf', () => {
  it('picks the reader’s message by catalogue code, then by status', () => {
    expect(noticeKeyOf(new ApiError(429, 40006, 'Too many attempts'))).toBe('tooManyAttempts');
    expect(noticeKeyOf(new ApiError(404, 40004, 'Not found'))).toBe('notFound');
    expect(noticeKeyOf(new ApiError(422, 40001, 'Parameter validation failed'))).toBe('invalidInput');
    expect(noticeKeyOf(new ApiError(422, 41040, 'Wrong OTP'))).toBe('invalidInput');
    expect(noticeKeyOf(new ApiError(403, 40005, 'No permission'))).toBe('requestFailed');
  });
});

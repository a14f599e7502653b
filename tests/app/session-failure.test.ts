import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

// The web's own failure inside a session action: a bug, or an answer it cannot read.
vi.mock('@/services/server-auth', async (original) => ({
  ...(await original<typeof import('@/services/server-auth')>()),
  callPlatform: () => Promise.reject(new TypeError('cannot read properties of undefined')),
}));

const { POST } = await import('@/app/session/[action]/route');

describe('a session action that fails in the web itself', () => {
  it('answers the envelope with 500 and 50001, never an empty body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = new NextRequest('http://ph.localhost:3000/session/login', {
      method: 'POST',
      headers: { host: 'ph.localhost:3000', origin: 'http://ph.localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'ana@example.com', password: 'pw12345678' }),
    });
    const response = await POST(request, { params: Promise.resolve({ action: 'login' }) });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 50001, message: 'Internal server error', data: null });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

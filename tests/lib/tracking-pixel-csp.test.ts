import { NextResponse } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securePage } from '@/web/security-headers';
import { pixelOrigins } from '@/lib/tracking/pixel';

const policyFor = (path: string) => {
  const request = new Request(`http://ph.localhost:3000${path}`);
  const response = securePage(request, NextResponse.rewrite(new URL(`http://ph.localhost:3000/en-us/ph${path.slice(6)}`)), path);
  return response.headers.get('content-security-policy') ?? '';
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the social pixel's origins in the page policy", () => {
  it('are absent unless pixel ids are configured', () => {
    vi.stubEnv('NEXT_PUBLIC_SOCIAL_PIXEL_IDS', '');
    expect(policyFor('/en-us')).not.toContain(pixelOrigins.script);
    expect(policyFor('/en-us')).not.toContain(pixelOrigins.connect);
  });

  it('admit its script and its requests on cached and per-request pages when they are', () => {
    vi.stubEnv('NEXT_PUBLIC_SOCIAL_PIXEL_IDS', '123456789012345');
    for (const path of ['/en-us', '/en-us/my-jobs']) {
      const policy = policyFor(path);
      expect(policy).toMatch(new RegExp(`script-src [^;]*${pixelOrigins.script.replaceAll('.', '\\.')}`));
      expect(policy).toMatch(new RegExp(`connect-src [^;]*${pixelOrigins.connect.replaceAll('.', '\\.')}`));
    }
  });
});

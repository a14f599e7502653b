import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageSlug } from '@/lib/languages';
import type { TranslationContent, TranslationManifest } from '@/lib/schemas/translations';
import { TranslationCache, type TranslationProvider } from '@/services/translation-cache';

/**
 * The web's translation cache (core spec §9: it refreshes when the version changes), on a fake
 * clock: the manifest is asked for once per window, content only when a version moved, and a
 * provider that fails or hangs leaves the bundled messages (no overrides) in place.
 */

const windowMs = 60_000;
const timeoutMs = 1500;

class FakeProvider implements TranslationProvider {
  versions: Record<string, number> = { 'en-us': 0, 'ja-jp': 0 };
  texts: Record<string, Record<string, string>> = {};
  manifestCalls = 0;
  contentCalls = 0;
  mode: 'ok' | 'fail' | 'hang' = 'ok';

  set(language: string, key: string, value: string) {
    this.texts[language] = { ...this.texts[language], [key]: value };
    this.versions[language] = (this.versions[language] ?? 0) + 1;
  }

  private answer<T>(value: () => T): Promise<T> {
    if (this.mode === 'fail') return Promise.reject(new Error('503 from the provider'));
    if (this.mode === 'hang') return new Promise(() => {});
    return Promise.resolve(value());
  }

  manifest(): Promise<TranslationManifest> {
    this.manifestCalls++;
    return this.answer(() => ({ versions: { ...this.versions } }));
  }

  content(language: LanguageSlug): Promise<TranslationContent> {
    this.contentCalls++;
    return this.answer(() => ({ language, version: this.versions[language] ?? 0, messages: { ...this.texts[language] } }));
  }
}

let now: number;
let provider: FakeProvider;
let errors: unknown[];
let cache: TranslationCache;

beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000_000;
  provider = new FakeProvider();
  errors = [];
  cache = new TranslationCache({ provider, windowMs, timeoutMs, clock: () => now, onError: (error) => errors.push(error) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TranslationCache', () => {
  it('asks nothing more than the manifest while no string was ever changed', async () => {
    expect(await cache.overrides('en-us')).toEqual({});
    expect(await cache.overrides('ja-jp')).toEqual({});
    expect(provider.manifestCalls).toBe(1);
    expect(provider.contentCalls).toBe(0);
  });

  it('shows a change once the window has passed, and fetches content only when the version moved', async () => {
    provider.set('en-us', 'GetStarted.title', 'Welcome');
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Welcome' });
    expect(provider.contentCalls).toBe(1);

    provider.set('en-us', 'GetStarted.title', 'Hello again');
    now += windowMs - 1;
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Welcome' });
    expect(provider.manifestCalls).toBe(1);

    now += 1;
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Hello again' });
    expect(provider.manifestCalls).toBe(2);
    expect(provider.contentCalls).toBe(2);

    // Same version at the next check: the content is not fetched again.
    now += windowMs;
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Hello again' });
    expect(provider.manifestCalls).toBe(3);
    expect(provider.contentCalls).toBe(2);
  });

  it('keeps languages apart: a change in one does not refetch another', async () => {
    provider.set('ja-jp', 'GetStarted.title', 'ようこそ');
    expect(await cache.overrides('ja-jp')).toEqual({ 'GetStarted.title': 'ようこそ' });
    expect(await cache.overrides('en-us')).toEqual({});
    expect(provider.contentCalls).toBe(1);
  });

  it('leaves the bundled messages when the provider fails, and asks again a window later, not on every page', async () => {
    provider.set('en-us', 'GetStarted.title', 'Welcome');
    provider.mode = 'fail';
    expect(await cache.overrides('en-us')).toEqual({});
    expect(await cache.overrides('en-us')).toEqual({});
    expect(provider.manifestCalls).toBe(1);
    expect(errors).toHaveLength(1);

    provider.mode = 'ok';
    now += windowMs;
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Welcome' });
  });

  it('keeps the last content it had while the provider is out', async () => {
    provider.set('en-us', 'GetStarted.title', 'Welcome');
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Welcome' });
    provider.mode = 'fail';
    now += windowMs;
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Welcome' });
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    provider.set('en-us', 'GetStarted.title', 'Welcome');
    provider.mode = 'hang';
    const pending = cache.overrides('en-us');
    await vi.advanceTimersByTimeAsync(timeoutMs);
    expect(await pending).toEqual({});
    expect(String(errors[0])).toContain(`within ${timeoutMs} ms`);
  });

  it('tries failed content again a window later, not on every page', async () => {
    provider.set('en-us', 'GetStarted.title', 'Welcome');
    const content = vi.spyOn(provider, 'content').mockRejectedValue(new Error('content down'));
    expect(await cache.overrides('en-us')).toEqual({});
    expect(await cache.overrides('en-us')).toEqual({});
    expect(content).toHaveBeenCalledTimes(1);
    content.mockRestore();
    now += windowMs;
    expect(await cache.overrides('en-us')).toEqual({ 'GetStarted.title': 'Welcome' });
  });

  it('refuses content of another language than it asked for', async () => {
    provider.set('en-us', 'GetStarted.title', 'Welcome');
    vi.spyOn(provider, 'content').mockResolvedValue({ language: 'ja-jp', version: 1, messages: { 'GetStarted.title': 'ようこそ' } });
    expect(await cache.overrides('en-us')).toEqual({});
    expect(String(errors[0])).toContain('answered ja-jp');
  });

  it('shares one manifest call between concurrent pages', async () => {
    provider.set('en-us', 'GetStarted.title', 'Welcome');
    const answers = await Promise.all([cache.overrides('en-us'), cache.overrides('en-us'), cache.overrides('en-us')]);
    expect(answers).toEqual([{ 'GetStarted.title': 'Welcome' }, { 'GetStarted.title': 'Welcome' }, { 'GetStarted.title': 'Welcome' }]);
    expect(provider.manifestCalls).toBe(1);
    expect(provider.contentCalls).toBe(1);
  });
});

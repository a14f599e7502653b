import type { LanguageSlug } from '@/lib/languages';
import type { TranslationContent, TranslationManifest } from '@/lib/schemas/translations';

/**
 * The web's copy of the runtime translations (core spec §9: "the translation cache refreshes
 * when its version changes"; docs/decisions/0037). The manifest is asked for at most once per
 * window; a language's content is fetched again only when the manifest shows a new version. A
 * provider that fails, times out or answers nonsense changes nothing: the last content that
 * arrived stays (none at first, so the bundled messages alone), and the manifest is asked for
 * again a window later, so a broken provider costs one short wait per window, not per page.
 */

export interface TranslationProvider {
  manifest(): Promise<TranslationManifest>;
  content(language: LanguageSlug): Promise<TranslationContent>;
}

export interface TranslationCacheOptions {
  provider: TranslationProvider;
  /** How long a manifest answer is trusted (ms): the longest a changed string takes to show. */
  windowMs: number;
  /** How long a call may take before it counts as failed (ms). */
  timeoutMs: number;
  clock?: () => number;
  /** Told of each failure (logged by the caller); never thrown to a page. */
  onError?: (error: unknown) => void;
}

const noOverrides: Readonly<Record<string, string>> = Object.freeze({});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The translation provider did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class TranslationCache {
  private manifest: TranslationManifest | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private manifestCall: Promise<void> | null = null;
  private readonly contents = new Map<LanguageSlug, TranslationContent>();
  private readonly contentCalls = new Map<LanguageSlug, Promise<void>>();
  /** A failed content call is tried again a window later, not on every page. */
  private readonly contentFailedAt = new Map<LanguageSlug, number>();
  private readonly clock: () => number;

  constructor(private readonly options: TranslationCacheOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /** The overrides of `language` to lay over its bundled messages; `{}` when there are none or the provider is out. */
  async overrides(language: LanguageSlug): Promise<Readonly<Record<string, string>>> {
    await this.refreshManifest();
    // Version 0: nothing was ever overridden in this language (or no manifest yet): no call.
    const wanted = this.manifest?.versions[language] ?? 0;
    if (wanted === 0) return noOverrides;
    const held = this.contents.get(language);
    // Content newer than the manifest (a change between the two calls) is kept, not refetched.
    const stale = (held?.version ?? -1) < wanted;
    const failedAt = this.contentFailedAt.get(language) ?? Number.NEGATIVE_INFINITY;
    if (stale && this.clock() - failedAt >= this.options.windowMs) await this.refreshContent(language);
    return this.contents.get(language)?.messages ?? noOverrides;
  }

  private refreshManifest(): Promise<void> {
    if (this.clock() - this.checkedAt < this.options.windowMs) return Promise.resolve();
    // Concurrent renders share one call.
    this.manifestCall ??= withTimeout(this.options.provider.manifest(), this.options.timeoutMs)
      .then((manifest) => {
        this.manifest = manifest;
      })
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.checkedAt = this.clock();
        this.manifestCall = null;
      });
    return this.manifestCall;
  }

  private refreshContent(language: LanguageSlug): Promise<void> {
    let call = this.contentCalls.get(language);
    if (!call) {
      call = withTimeout(this.options.provider.content(language), this.options.timeoutMs)
        .then((content) => {
          if (content.language !== language) throw new Error(`Asked for ${language}, the provider answered ${content.language}`);
          this.contents.set(language, content);
          this.contentFailedAt.delete(language);
        })
        .catch((error: unknown) => {
          this.contentFailedAt.set(language, this.clock());
          this.options.onError?.(error);
        })
        .finally(() => this.contentCalls.delete(language));
      this.contentCalls.set(language, call);
    }
    return call;
  }
}

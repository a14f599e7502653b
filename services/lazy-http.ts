import type { AxiosInstance } from 'axios';

const methods = ['request', 'get', 'delete', 'head', 'options', 'post', 'put', 'patch', 'postForm', 'putForm', 'patchForm'] as const;

/**
 * The browser's HTTP clients without axios in the page's first load (docs/decisions/0069): an
 * object with the instance's request methods that makes the real instance (services/http.ts)
 * with the first call and hands every call to it. A failed load (a chunk that did not arrive) is
 * tried again with the next call.
 */
export function lazyHttp(make: () => Promise<AxiosInstance>): AxiosInstance {
  let made: Promise<AxiosInstance> | undefined;
  const real = () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  const facade: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const method of methods) {
    facade[method] = async (...args) => {
      const instance = await real();
      return (instance[method] as (...callArgs: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return facade as unknown as AxiosInstance;
}

/** axios's own test (`isCancel`) of a request the caller cancelled, without importing axios. */
export function isCancelled(value: unknown): boolean {
  return Boolean(value && typeof value === 'object' && (value as { __CANCEL__?: unknown }).__CANCEL__);
}

import { HttpResponse, http } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
// The HTTP client loads with a page's first call (services/lazy-http.ts); loaded here up front, so
// a test's first wait is for the component, not for transforming axios.
import '@/services/http';

/**
 * The browser a component's tests run in: a Philippine site in English, the components
 * calling the service layer with the browser's own instance (services/browser.ts), and an MSW
 * server that refuses any call it was not told about. The component is given no client: what it
 * sends is read where the platform would read it, off the wire.
 */
export function browserPlatform(): SetupServer {
  const server = setupServer();
  beforeAll(() => {
    document.documentElement.dataset.country = 'ph';
    document.documentElement.dataset.language = 'en-us';
    server.listen({ onUnhandledRequest: 'error' });
    watchRequests();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The platform's envelope with this status: `{code, message, data}`. */
export const answer = (status: number, body: unknown) => HttpResponse.json(body as Record<string, unknown>, { status });
export const ok = (data: unknown) => answer(200, { code: 0, message: 'ok', data });

/** An upload the platform holds until the test answers it. */
export interface HeldUpload {
  request: Request;
  /** The browser reports this much of the body sent, as XMLHttpRequest's upload progress does. */
  progress(loaded: number, total: number): void;
  answer(status: number, body: unknown): void;
  /** Whether the page aborted the request (the seeker cancelled). */
  readonly aborted: boolean;
}

// axios sends through XMLHttpRequest in jsdom; MSW answers it, but reports upload progress only
// once, with its answer. The requests are watched so a test can report progress in between, on
// the request's own upload target, and see an abort, as a browser would.
const opened: { xhr: XMLHttpRequest; url: string; claimed: boolean }[] = [];
const aborted = new Set<XMLHttpRequest>();
let watching = false;
function watchRequests() {
  if (watching) return;
  watching = true;
  const { open, abort } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    opened.push({ xhr: this, url: String(args[1]), claimed: false });
    return open.apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.abort = function (this: XMLHttpRequest) {
    aborted.add(this);
    return abort.call(this);
  };
}
// MSW puts a proxy of its own on the request's `upload`; the getter of the prototype gives the real target.
const uploadTarget = (xhr: XMLHttpRequest) => Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'upload')?.get?.call(xhr) as XMLHttpRequestUpload;

/** Holds every POST to these platform paths (after /api) in one list, in the order they came. */
export function holdUploads(server: SetupServer, paths: string[]): HeldUpload[] {
  const held: HeldUpload[] = [];
  server.use(
    ...paths.map((path) =>
      http.post(
        `*/api${path}`,
        ({ request }) =>
          new Promise<Response>((resolve) => {
            const entry = opened.find((candidate) => !candidate.claimed && candidate.url.endsWith(path));
            if (!entry) throw new Error(`no XMLHttpRequest was opened for ${path}`);
            entry.claimed = true;
            held.push({
              request,
              progress: (loaded, total) => uploadTarget(entry.xhr).dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
              answer: (status, body) => resolve(answer(status, body)),
              get aborted() {
                return aborted.has(entry.xhr);
              },
            });
          }),
      ),
    ),
  );
  return held;
}

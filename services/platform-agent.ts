import 'server-only';
import { type ClientRequest, Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Duplex } from 'node:stream';

/**
 * The connections the web's server side keeps to the platform (docs/decisions/0061). Kept alive,
 * but a socket that carried a failed answer (4xx or 5xx) is closed, not pooled: a failure can
 * be an early answer sent before the platform read the body, and a platform that left the rest
 * of that body unread would turn the next request on the socket (another visitor's) into an
 * error. Ours drains or closes such a body itself; this holds for any API_URL.
 */
const spent = new WeakSet<Duplex>();

function watch(request: ClientRequest): void {
  request.once('response', (response: IncomingMessage) => {
    if ((response.statusCode ?? 500) >= 400) spent.add(response.socket);
  });
}

type AddRequest = (request: ClientRequest, ...rest: unknown[]) => void;

/** Node's Agent calls addRequest for every request it serves (public at runtime, absent from its types). */
function watchRequests(agent: HttpAgent): void {
  const withAdd = agent as unknown as { addRequest: AddRequest };
  const addRequest = withAdd.addRequest.bind(agent);
  withAdd.addRequest = (request, ...rest) => {
    watch(request);
    addRequest(request, ...rest);
  };
}

class PlatformHttpAgent extends HttpAgent {
  override keepSocketAlive(socket: Duplex) {
    return spent.has(socket) ? false : super.keepSocketAlive(socket);
  }
}

class PlatformHttpsAgent extends HttpsAgent {
  override keepSocketAlive(socket: Duplex) {
    return spent.has(socket) ? false : super.keepSocketAlive(socket);
  }
}

export const platformHttpAgent = new PlatformHttpAgent({ keepAlive: true });
export const platformHttpsAgent = new PlatformHttpsAgent({ keepAlive: true });
watchRequests(platformHttpAgent);
watchRequests(platformHttpsAgent);

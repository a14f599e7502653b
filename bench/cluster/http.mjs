// HTTP through the cluster's balancer as a browser on ph.localhost would call it: kept-alive
// connections to 127.0.0.1, the site's Host, the session cookie, same-origin for writes.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One call; resolves with { status, body (parsed JSON or text), ms }, or { status: 0, error } without an answer. */
export function call(port, { method = 'GET', path, host, cookie, headers = {}, body, timeoutMs = 30_000 }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: timeoutMs,
        headers: {
          Host: host,
          Accept: 'application/json, text/html',
          ...(cookie ? { Cookie: cookie } : {}),
          ...(method === 'GET' ? {} : { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${host}` }),
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed = text;
          if ((response.headers['content-type'] ?? '').includes('json')) {
            try {
              parsed = JSON.parse(text);
            } catch {
              // keep the text
            }
          }
          resolve({ status: response.statusCode, body: parsed, ms: performance.now() - started });
        });
        response.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

/** A write the platform acknowledged: 2xx with code 0. */
export const acknowledged = (answer) => answer.status >= 200 && answer.status < 300 && answer.body?.code === 0;

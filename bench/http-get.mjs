// GET with an explicit Host header (fetch would send 127.0.0.1 as the host, which is the
// International site): <key>.localhost does not resolve outside the browser.
import http from 'node:http';

export function getWithHost(url, host, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(port: number, host: string) {
    super(`Port ${port} on ${host} is in use (another platform process?): stop it or set PLATFORM_PORT to a free port.`);
    this.name = 'PortInUseError';
  }
}

/**
 * Fails fast when the platform's port is taken, before it opens, migrates or seeds a database
 * (a second platform started on a used port used to write to the database and only then die on
 * EADDRINUSE). The port is released again right away; the HTTP server takes it after the start.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

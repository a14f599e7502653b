import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { createApp } from '@/server/app';
import { type ChatHub, createChatHub } from '@/server/chat/hub';
import { webOriginMatcher } from '@/server/chat/socket-auth';
import { createLogger } from '@/server/logger';
import type { TestPlatform } from '../support/platform';

export interface SocketPlatform {
  url: string;
  hub: ChatHub;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** The platform's app with a chat hub on a real HTTP server on a free loopback port. */
export async function serveWithChat(platform: TestPlatform): Promise<SocketPlatform> {
  const logger = createLogger('silent');
  const hub = createChatHub({ db: platform.handle.db, logger, limiter: platform.services.limiter, isAllowedOrigin: webOriginMatcher('http://{key}.localhost:3000'), clock: () => platform.now });
  const app = createApp({ db: platform.handle.db, logger, services: platform.services, chat: hub, clock: () => platform.now });
  const server = await new Promise<HttpServer>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as HttpServer));
  });
  hub.attach(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hub, app, close: () => hub.close() };
}

export interface ClientOptions {
  token?: string;
  role?: 'jobseeker' | 'recruiter';
  headers?: Record<string, string>;
}

/** A socket.io client as the web builds it (path, no trailing slash), over websocket. */
export function client(url: string, options: ClientOptions): Socket {
  return connect(url, {
    path: '/socket.io',
    addTrailingSlash: false,
    transports: ['websocket'],
    reconnection: false,
    auth: { ...(options.token ? { token: options.token } : {}), ...(options.role ? { role: options.role } : {}) },
    extraHeaders: options.headers,
    forceNew: true,
  });
}

/** Connects, or rejects with the connect_error's code. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: { code?: number } }) => reject(Object.assign(error, { code: error.data?.code })));
  });
}

/** The next `event` this socket receives that passes `match`. */
export function next<T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

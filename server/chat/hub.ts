import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { ChatMessage, ChatRole } from '@/lib/schemas/chat';
import { databaseRateLimiter, type RateLimiter } from '../auth/rate-limit';
import type { Database } from '../db/client';
import { liveSessionIds } from '../db/queries/chat-parties';
import type { Logger } from '../logger';
import { partyRoom, sessionRoom } from './party';
import { defaultWebOriginPattern } from '../platform-services';
import { onNotificationCount } from '../domain/notifications';
import { memoryPresence, type Presence, redisPresence } from './presence';
import { type OriginCheck, socketAuthentication, webOriginMatcher } from './socket-auth';
import { registerSocketHandlers } from './socket-handlers';

const sessionSweepMs = 30_000;

/** Disconnects this process's sockets whose session was revoked or expired ('session:ended' first). */
export async function endDeadSessions(io: Server, db: Database, now: Date): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  const ids = [...new Set(sockets.map((socket) => (socket.data as { sessionId?: number }).sessionId).filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return 0;
  const live = new Set(await liveSessionIds(db, ids, now));
  let ended = 0;
  for (const socket of sockets) {
    const sessionId = (socket.data as { sessionId?: number }).sessionId;
    if (sessionId === undefined || live.has(sessionId)) continue;
    socket.emit('session:ended', {});
    socket.disconnect(true);
    ended += 1;
  }
  return ended;
}

/** Browsers reach the socket through the web's /api rewrite; the platform serves it here (docs/decisions, chat socket). */
export const chatSocketPath = '/socket.io';

export interface ChatParties {
  id: number;
  jobseekerId: number;
  recruiterId: number;
}

/**
 * The realtime side of chat: the socket.io server and what the REST routes and socket handlers
 * tell it after a row is stored. Emitting to a party's room reaches every tab of that party on
 * every platform process (with the Redis adapter).
 */
export interface ChatHub {
  io: Server;
  presence: Presence;
  /** The chat's throttles (server/chat/send-limits.ts) count here: REST and socket share it. */
  limiter: RateLimiter;
  /** Starts serving sockets on the platform's HTTP server (main.ts; socket tests). */
  attach(server: HttpServer): void;
  /** After a message is stored: both parties get it. */
  messageStored(chat: ChatParties, message: ChatMessage): void;
  /** Tells one party something about a chat (chat:updated, unread, chat:read, typing). */
  toParty(role: ChatRole, partyId: number, event: string, payload: unknown): void;
  /** Logging out ends that session's sockets on every process. */
  endSession(sessionId: number): void;
  close(): Promise<void>;
}

export interface ChatHubOptions {
  db: Database;
  logger: Logger;
  /** With Redis: the adapter fans out between processes and presence is shared. */
  redis?: Redis | null;
  /** The platform's shared limiter (Redis with several processes); the database's when absent. */
  limiter?: RateLimiter;
  /** Which browser origins may open a socket (the web's sites); default: the development sites. */
  isAllowedOrigin?: OriginCheck;
  /** Prefix of the adapter's channels and the presence keys, so deployments can share one Redis. */
  redisKey?: string;
  /** What time it is (sessions' expiry, message times); tests pin it to the seed's clock. */
  clock?: () => Date;
}

export function createChatHub({
  db,
  redis,
  logger,
  limiter = databaseRateLimiter(db),
  isAllowedOrigin = webOriginMatcher(defaultWebOriginPattern),
  redisKey = 'hireloop-chat',
  clock = () => new Date(),
}: ChatHubOptions): ChatHub {
  const io = new Server({
    path: chatSocketPath,
    // Next strips trailing slashes before rewriting, so neither side may expect one.
    addTrailingSlash: false,
    // No CORS headers: the browser reaches the socket on the web's own origin only.
    cors: undefined,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    // A reconnecting client catches up from its last seq (sync), so nothing rides on recovery state.
    connectionStateRecovery: undefined,
  });
  const pub = redis ? redis.duplicate() : null;
  const sub = redis ? redis.duplicate() : null;
  if (pub && sub) {
    pub.on('error', (error) => logger.error({ err: error }, 'chat redis publisher error'));
    sub.on('error', (error) => logger.error({ err: error }, 'chat redis subscriber error'));
    io.adapter(createAdapter(pub, sub, { key: redisKey }));
  }
  const presence = redis ? redisPresence(redis, { prefix: redisKey }) : memoryPresence();

  const toParty: ChatHub['toParty'] = (role, partyId, event, payload) => {
    io.to(partyRoom(role, partyId)).emit(event, payload);
  };

  let sweep: NodeJS.Timeout | undefined;
  // A notification written or read anywhere in this process moves the seeker's header badge on
  // every page they have open (issue 31): the count goes to their party room.
  const stopBell = onNotificationCount((userId, unread) => toParty('jobseeker', userId, 'notifications', { unread }));
  const hub: ChatHub = {
    io,
    presence,
    limiter,
    attach(server) {
      io.attach(server);
    },
    messageStored(chat, message) {
      io.to([partyRoom('jobseeker', chat.jobseekerId), partyRoom('recruiter', chat.recruiterId)]).emit('message:new', message);
    },
    toParty,
    endSession(sessionId) {
      const room = io.in(sessionRoom(sessionId));
      io.to(sessionRoom(sessionId)).emit('session:ended', {});
      room.disconnectSockets(true);
    },
    async close() {
      clearInterval(sweep);
      stopBell();
      await presence.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // The adapter's unsubscribes are still on their way and nobody awaits them: let them land.
      if (sub) await new Promise((resolve) => setTimeout(resolve, 100));
      pub?.disconnect();
      sub?.disconnect();
    },
  };
  io.use(socketAuthentication(db, isAllowedOrigin, clock));
  registerSocketHandlers(io, hub, db, logger, clock);
  // Sessions also end without POST /auth/log-out (expiry, a password reset, a suspension): each
  // process checks its own sockets' sessions now and then and closes those that died.
  sweep = setInterval(() => {
    void endDeadSessions(io, db, clock()).catch((error) => logger.warn({ err: error }, 'chat session sweep failed'));
  }, sessionSweepMs);
  sweep.unref();
  return hub;
}


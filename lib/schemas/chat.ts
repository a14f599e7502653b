import { z } from 'zod';
import { type ChatFolder, type ChatRole, chatFolders, chatLimits, chatRoles } from '../chat-limits';
import { chatTextProblemMessages, greetingTextProblem, phraseTextProblem } from '../chat-text-rules';
import { intParam, maxId, requiredIntParam, textParam } from './params';
import { jobRecruiterSchema } from './job';

/**
 * The chat contract (platform spec §2 Chat, §4 Chat, §5, §6, §9; core spec §7 Chat): the
 * REST calls under `/chat`, the socket.io events, and the limits. The platform parses requests
 * with these schemas; the web checks answers with them. Seekers (Role-Id 1) and recruiters
 * (Role-Id 2) use the same calls: the session's role says which side of a chat the caller is.
 *
 * REST (platform prefix /chat; the browser calls /api/chat/…):
 *   GET    /chats?folder&query&page&size                 → ChatList
 *   POST   /chats                  StartChatBody          → StartChatResult (seeker; greeting sent)
 *   GET    /chats/check-exists/{recruiterId}/jobseekers?job_id → CheckExists (seeker)
 *   POST   /chats/query-online-status OnlineStatusBody    → OnlineStatusList
 *   GET    /chats/{chatId}                                → ChatDetail
 *   PATCH  /chats/{chatId}          ChatFlagsBody         → ChatSummary (pin, mute, not interested, delete)
 *   GET    /chats/{chatId}/messages?before_seq&after_seq&limit → MessagePage
 *   POST   /chats/{chatId}/messages SendMessageBody       → Message (same as the socket's message:send)
 *   POST   /chats/{chatId}/read     ReadBody              → { unread_total }
 *   POST   /chats/{chatId}/switch-job SwitchJobBody       → ChatDetail
 *   POST   /chats/{chatId}/send-resume SendResumeBody     → Message (seeker; both replied)
 *   POST   /chats/{chatId}/mobile-exchange/request ClientIdBody → Message (seeker; both replied)
 *   POST   /chats/{chatId}/mobile-exchange/respond RespondExchangeBody → Message (recruiter)
 *   GET    /unread-count                                  → { unread_total }
 *   GET    /common-phrases  · POST /common-phrases/create · PATCH /common-phrases/{id}/update ·
 *          DELETE /common-phrases/{id}/delete            (PhraseBody → Phrase; list → PhraseList)
 *   GET    /greetings       · POST /greetings/create · PATCH /greetings/{id}/update ·
 *          DELETE /greetings/{id}/delete · POST /greetings/{id}/select (GreetingBody → Greeting)
 *   GET    /settings · PATCH /settings  ChatSettingsBody  (history retention 30 or 90 days, greeting on/off)
 *   GET    /common-phrases?for=chat answers at most 10 (chatLimits.phrasesInChat); for=settings (default) all 20.
 *   POST   /invitations  CreateInvitationBody → Invitation (recruiter: a link to chat about a job, with an expiry)
 *   GET    /invitations/{token}                           → InvitationPreview (anyone signed in; expired: 41273)
 *   POST   /invitations/{token}/accept ClientIdBody?      → StartChatResult (seeker; same rules as POST /chats)
 * Elsewhere (same socket and session rules):
 *   POST   /auth/recruiters/login (Role-Id 2)            → RecruiterLoginAnswer (lib/schemas/recruiter.ts)
 *   GET    /job/recruiters/{recruiterId}/chat-detail?status → RecruiterChatDetail (lib/schemas/recruiter.ts)
 *   GET    /job/recruiter/applications?status&page&size   → RecruiterApplicationList (recruiter)
 *   PATCH  /job/recruiter/applications/{id}/status        → RecruiterApplication (recruiter)
 *   GET    /company/blacklist-companies · POST /company/blacklist-companies/create ·
 *          DELETE /company/{companyId}/blacklist-companies/delete (lib/schemas/blocked-companies.ts)
 * Ids: a party's `id` is the seeker's user id or the recruiter's id (jobs' `recruiter.id`), never
 * a recruiter's user id; query-online-status's user_ids are recruiter ids for role recruiter.
 * Recruiter-only calls (Role-Id 2) sit beside these, checked by role: the recruiter's own chats
 * use the same list and message calls; moving an application is under /job.
 *
 * Socket.io (path and authentication: docs/decisions, the chat socket note):
 *   client → server  'message:send' SendMessageBody & { chat_id }  ack: SocketAck<Message>
 *                    'chat:read'    ReadBody & { chat_id }         ack: SocketAck<{ unread_total }>
 *                    'typing'       { chat_id, typing }
 *                    'sync'         { chat_id, after_seq }          ack: SocketAck<MessagePage>
 *   server → client  'message:new'  Message   (to both parties' user rooms, after it is stored)
 *                    'chat:updated' ChatSummary (the receiver's own view: unread, folders, last message)
 *                    'chat:read'    { chat_id, role, seq }  (the other side read up to seq)
 *                    'typing'       { chat_id, role, typing }
 *                    'presence'     { user_id, role, online }
 *                    'unread'       { unread_total }
 *                    'notifications' { unread }  (a seeker's unread notifications changed: written
 *                                   or read; every page's header badge follows it, issue 31)
 *                    'session:ended' {}  (the session was logged out or expired; the server then
 *                                   disconnects: do not reconnect, go to log-in)
 * Socket path: the browser connects to its own origin with path '/api/socket.io' and
 * addTrailingSlash false (the web's /api rewrite forwards it to the platform's '/socket.io');
 * the HttpOnly `sessionid` cookie authenticates it (a recruiter page: `recruiter_sessionid`
 * with `auth: { role: 'recruiter' }`). Non-browser clients send `auth: { token }`.
 * A refused handshake gives connect_error with `data: { code }` (40003 no session, 40005 bad
 * origin or role). Payloads that fail these schemas are acked `{ ok: false, code: 40001 }`.
 */

// The constants live without zod, so the chat pages' islands can read them (lib/chat-limits.ts).
export { type ChatFolder, type ChatRole, chatFolders, chatLimits, chatRoles };

const clientIdSchema = z
  .string({ message: 'Send a client id' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, - or _');

export const messageTypes = [
  'text',
  'greeting',
  'resume',
  'mobile_exchange_request',
  'mobile_exchange_accepted',
  'mobile_exchange_declined',
  'job_switched',
  'system',
  // Interviews and offers (issue 11; payload { interview_id } or { offer_id }, lib/schemas/interview-views.ts).
  'interview_invitation',
  'interview_changed',
  'interview_cancelled',
  'interview_answered',
  'interview_reminder',
  'offer',
  'offer_answered',
] as const;
export type MessageType = (typeof messageTypes)[number];

export const mobileExchangeStates = ['none', 'requested', 'accepted', 'declined'] as const;

/** A stored message; `seq` orders a chat's messages (1, 2, 3 … per chat, assigned by the server). */
export const messageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  seq: z.number().int(),
  client_id: z.string(),
  sender_role: z.enum([...chatRoles, 'system']),
  type: z.enum(messageTypes),
  text: z.string(),
  /** resume: { resume_id, file_name }; mobile exchange accepted: { jobseeker_phone, recruiter_phone }; job_switched: { job_id, job_title } */
  payload: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const chatJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  location: z.string().nullable(),
  salary: z.string().nullable(),
});

export const chatPartySchema = z.object({
  id: z.number().int(),
  /** The seeker's name is hidden from a recruiter until the seeker applies or chats (platform spec §6). */
  name: z.string(),
  avatar: z.string().nullable(),
  is_online: z.boolean(),
});

/** One row of the list, from the caller's side. */
export const chatSummarySchema = z.object({
  id: z.number().int(),
  job: chatJobSchema,
  recruiter: chatPartySchema.extend({ job_title: z.string(), company_name: z.string() }),
  jobseeker: chatPartySchema,
  last_message: messageSchema.nullable(),
  last_seq: z.number().int(),
  unread_count: z.number().int(),
  /** The other side has read up to this seq (read receipts). */
  other_read_seq: z.number().int(),
  pinned: z.boolean(),
  muted: z.boolean(),
  not_interested: z.boolean(),
  deleted: z.boolean(),
  last_message_at: z.string().nullable(),
  /** Both parties have written (resume sending and mobile exchange need it, platform spec §4). */
  both_replied: z.boolean(),
  mobile_exchange: z.enum(mobileExchangeStates),
  /** Whether the one-time confirmation of a job switch has been given. */
  job_switch_confirmed: z.boolean(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatDetailSchema = chatSummarySchema.extend({
  /** The recruiter card: reply activity as on the job page. */
  recruiter_card: jobRecruiterSchema,
  /** Jobs of the same recruiter the chat can switch to. */
  switchable_jobs: z.array(chatJobSchema),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

export const chatListQuerySchema = z.object({
  folder: z.enum(chatFolders, { message: 'Choose a folder' }).default('all'),
  query: textParam(100),
  page: intParam(1, 1000).default(1),
  size: intParam(1, chatLimits.maxPageSize).default(20),
});
export const chatListSchema = z.object({
  chats: z.array(chatSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  unread_total: z.number().int(),
});
export type ChatList = z.infer<typeof chatListSchema>;

export const startChatBodySchema = z.object({
  job_id: z.number({ message: 'Choose a job' }).int().min(1).max(maxId),
  client_id: clientIdSchema.optional(),
});
export const startChatResultSchema = z.object({ chat: chatSummarySchema, created: z.boolean() });

export const checkExistsSchema = z.object({ exists: z.boolean(), chat_id: z.number().int().nullable() });

export const onlineStatusBodySchema = z.object({
  user_ids: z.array(z.number().int().min(1).max(maxId)).min(1).max(chatLimits.onlineStatusIds),
  role: z.literal('recruiter', { message: 'Ask about recruiters' }),
});
export const onlineStatusListSchema = z.object({
  statuses: z.array(z.object({ user_id: z.number().int(), is_online: z.boolean(), last_active_at: z.string().nullable() })),
});

export const chatFlagsBodySchema = z
  .object({ pinned: z.boolean(), muted: z.boolean(), not_interested: z.boolean(), deleted: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one setting');

export const messagePageQuerySchema = z.object({
  before_seq: intParam(1, maxId),
  after_seq: intParam(0, maxId),
  limit: intParam(1, chatLimits.maxPageSize).default(chatLimits.pageSize),
});
export const messagePageSchema = z.object({ messages: z.array(messageSchema), has_more: z.boolean() });

export const sendMessageBodySchema = z.object({
  client_id: clientIdSchema,
  text: z.string({ message: 'Write a message' }).trim().min(1, 'Write a message').max(chatLimits.messageText),
});
export const readBodySchema = z.object({ seq: z.number().int().min(0).max(maxId) });
export const switchJobBodySchema = z.object({ job_id: z.number().int().min(1).max(maxId), confirm: z.boolean().default(false) });
export const sendResumeBodySchema = z.object({ resume_id: z.number().int().min(1).max(maxId), client_id: clientIdSchema });
export const clientIdBodySchema = z.object({ client_id: clientIdSchema });
export const respondExchangeBodySchema = z.object({ accept: z.boolean(), client_id: clientIdSchema });

export const phraseSchema = z.object({ id: z.number().int(), text: z.string(), created_at: z.string() });
export const phraseListSchema = z.object({ phrases: z.array(phraseSchema) });
export const greetingSchema = phraseSchema.extend({ selected: z.boolean() });
export const greetingListSchema = z.object({ greetings: z.array(greetingSchema), enabled: z.boolean() });

export const chatSettingsSchema = z.object({
  history_days: z.union([z.literal(30), z.literal(90)]),
  greeting_enabled: z.boolean(),
});
export const chatSettingsBodySchema = chatSettingsSchema.partial();

/** What a socket acknowledgement carries: the stored result, or a catalogue code. */
export type SocketAck<T> = { ok: true; data: T } | { ok: false; code: number; message: string; data?: unknown };

// ─── Additions by the platform (issue 10) ────────────────────────────────────────────────────

const phraseText = (max: number, problem: (text: string) => keyof typeof chatTextProblemMessages | null) =>
  z
    .string({ message: 'Write the text' })
    .trim()
    .min(1, 'Write the text')
    .max(max, `Use at most ${max} characters`)
    .superRefine((text, ctx) => {
      const found = problem(text);
      if (found) ctx.addIssue({ code: 'custom', message: chatTextProblemMessages[found], params: { problem: found } });
    });

/** A common phrase: no contact information (lib/chat-text-rules.ts). */
export const phraseBodySchema = z.object({ text: phraseText(chatLimits.phraseText, phraseTextProblem) });
export type PhraseBody = z.infer<typeof phraseBodySchema>;
/** A greeting: no URLs, phone numbers or Telegram links (lib/chat-text-rules.ts). */
export const greetingBodySchema = z.object({ text: phraseText(chatLimits.greetingText, greetingTextProblem) });
export type GreetingBody = z.infer<typeof greetingBodySchema>;
export const phraseListQuerySchema = z.object({
  for: z.enum(['settings', 'chat'], { message: 'Use settings or chat' }).default('settings'),
});

/** Path ids (chat, phrase, greeting): a positive integer. */
export const chatIdParamSchema = z.object({ id: requiredIntParam(1, maxId, 'Use a valid id') });

export const unreadTotalSchema = z.object({ unread_total: z.number().int() });

/** Socket payloads: the REST bodies plus the chat they are about. */
const socketChatId = z.number({ message: 'Name the chat' }).int().min(1).max(maxId);
export const socketSendSchema = sendMessageBodySchema.extend({ chat_id: socketChatId });
export const socketReadSchema = readBodySchema.extend({ chat_id: socketChatId });
export const socketTypingSchema = z.object({ chat_id: socketChatId, typing: z.boolean() });
export const socketSyncSchema = z.object({
  chat_id: socketChatId,
  after_seq: z.number().int().min(0).max(maxId),
  limit: z.number().int().min(1).max(chatLimits.maxPageSize).default(chatLimits.maxPageSize),
});
export const presenceEventSchema = z.object({ user_id: z.number().int(), role: z.enum(chatRoles), online: z.boolean() });
export const readEventSchema = z.object({ chat_id: z.number().int(), role: z.enum(chatRoles), seq: z.number().int() });
export const typingEventSchema = z.object({ chat_id: z.number().int(), role: z.enum(chatRoles), typing: z.boolean() });

/** Chat invitation links (platform spec §8 41273): a recruiter invites to chat about a job, until it expires. */
export const createInvitationBodySchema = z.object({
  job_id: z.number({ message: 'Choose a job' }).int().min(1).max(maxId),
  /** 1 hour to 30 days. */
  expires_in_hours: z.number().int().min(1).max(720).default(72),
});
export const invitationSchema = z.object({ token: z.string(), job_id: z.number().int(), expires_at: z.string() });
export const invitationPreviewSchema = z.object({
  job: chatJobSchema,
  recruiter: chatPartySchema.extend({ job_title: z.string(), company_name: z.string() }),
  expires_at: z.string(),
  chat_id: z.number().int().nullable(),
});
export const invitationTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This link is not valid') });

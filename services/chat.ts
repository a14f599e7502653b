import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { ChatFolder } from '@/lib/chat-limits';
import type { ChatDetail, chatSettingsSchema } from '@/lib/schemas/chat';
import { newClientId } from './chat-socket';
import { unwrap } from './http-base';

export { newClientId };

/**
 * The chat service (lib/schemas/chat.ts is the contract): every REST call under `/chat`, typed,
 * and the React Query keys and options of the chat pages. Realtime lives in chat-socket.ts.
 * The schemas (and zod) load with the first answer to check, not with the page
 * (docs/decisions/0008): the chat pages' first load stays within its budget.
 */
const schemas = () => import('@/lib/schemas/chat');
const anyAnswer = async () => (await import('zod')).z.unknown();


export interface ChatListQuery {
  folder?: ChatFolder;
  query?: string;
  page?: number;
  size?: number;
}

export interface MessagePageQuery {
  before_seq?: number;
  after_seq?: number;
  limit?: number;
}

export type ChatFlags = Partial<Record<'pinned' | 'muted' | 'not_interested' | 'deleted', boolean>>;

function params<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

export async function listChats(http: AxiosInstance, query: ChatListQuery = {}) {
  const response = await http.get('/chat/chats', { params: params(query) });
  return unwrap((await schemas()).chatListSchema, response.data);
}

/** Starts a chat about a job (seeker); the platform sends the seeker's greeting. */
export async function startChat(http: AxiosInstance, jobId: number, clientId = newClientId()) {
  const response = await http.post('/chat/chats', { job_id: jobId, client_id: clientId });
  return unwrap((await schemas()).startChatResultSchema, response.data);
}

/** GET /chats/check-exists/{recruiterId}/jobseekers (core spec §7), about one job when given. */
export async function checkChatExists(http: AxiosInstance, recruiterId: number, jobId?: number) {
  const response = await http.get(`/chat/chats/check-exists/${recruiterId}/jobseekers`, { params: params({ job_id: jobId }) });
  return unwrap((await schemas()).checkExistsSchema, response.data);
}

/** POST /chats/query-online-status (core spec §6: the role is recruiter). */
export async function queryOnlineStatus(http: AxiosInstance, userIds: number[]) {
  const response = await http.post('/chat/chats/query-online-status', { user_ids: userIds, role: 'recruiter' });
  return unwrap((await schemas()).onlineStatusListSchema, response.data);
}

export async function getChat(http: AxiosInstance, chatId: number) {
  const response = await http.get(`/chat/chats/${chatId}`);
  return unwrap((await schemas()).chatDetailSchema, response.data);
}

export async function updateChatFlags(http: AxiosInstance, chatId: number, flags: ChatFlags) {
  const response = await http.patch(`/chat/chats/${chatId}`, flags);
  return unwrap((await schemas()).chatSummarySchema, response.data);
}

export async function getMessages(http: AxiosInstance, chatId: number, query: MessagePageQuery = {}) {
  const response = await http.get(`/chat/chats/${chatId}/messages`, { params: params(query) });
  return unwrap((await schemas()).messagePageSchema, response.data);
}

/** The REST twin of the socket's message:send, used when the socket is down. */
export async function sendMessage(http: AxiosInstance, chatId: number, text: string, clientId: string) {
  const response = await http.post(`/chat/chats/${chatId}/messages`, { client_id: clientId, text });
  return unwrap((await schemas()).messageSchema, response.data);
}

export async function markRead(http: AxiosInstance, chatId: number, seq: number) {
  const response = await http.post(`/chat/chats/${chatId}/read`, { seq });
  return unwrap((await schemas()).unreadTotalSchema, response.data);
}

export async function switchJob(http: AxiosInstance, chatId: number, jobId: number, confirm: boolean) {
  const response = await http.post(`/chat/chats/${chatId}/switch-job`, { job_id: jobId, confirm });
  return unwrap((await schemas()).chatDetailSchema, response.data);
}

export async function sendResume(http: AxiosInstance, chatId: number, resumeId: number, clientId = newClientId()) {
  const response = await http.post(`/chat/chats/${chatId}/send-resume`, { resume_id: resumeId, client_id: clientId });
  return unwrap((await schemas()).messageSchema, response.data);
}

/** A resume the seeker sent in this chat, as a file (either party; 404 for anyone else). */
export async function downloadChatResume(http: AxiosInstance, chatId: number, resumeId: number): Promise<Blob> {
  const response = await http.get(`/chat/chats/${chatId}/resumes/${resumeId}`, { responseType: 'blob' });
  return response.data as Blob;
}

export async function requestMobileExchange(http: AxiosInstance, chatId: number, clientId = newClientId()) {
  const response = await http.post(`/chat/chats/${chatId}/mobile-exchange/request`, { client_id: clientId });
  return unwrap((await schemas()).messageSchema, response.data);
}

/** The recruiter agrees to or declines a seeker's request. */
export async function respondMobileExchange(http: AxiosInstance, chatId: number, accept: boolean, clientId = newClientId()) {
  const response = await http.post(`/chat/chats/${chatId}/mobile-exchange/respond`, { accept, client_id: clientId });
  return unwrap((await schemas()).messageSchema, response.data);
}

export async function getUnreadCount(http: AxiosInstance) {
  const response = await http.get('/chat/unread-count');
  return unwrap((await schemas()).unreadTotalSchema, response.data);
}

/** The account's phrases: all of them (settings), or the first ten the chat window offers. */
export async function listPhrases(http: AxiosInstance, purpose: 'settings' | 'chat' = 'settings') {
  const response = await http.get('/chat/common-phrases', { params: { for: purpose } });
  return unwrap((await schemas()).phraseListSchema, response.data);
}

export async function createPhrase(http: AxiosInstance, text: string) {
  const response = await http.post('/chat/common-phrases/create', { text });
  return unwrap((await schemas()).phraseSchema, response.data);
}

export async function updatePhrase(http: AxiosInstance, id: number, text: string) {
  const response = await http.patch(`/chat/common-phrases/${id}/update`, { text });
  return unwrap((await schemas()).phraseSchema, response.data);
}

export async function deletePhrase(http: AxiosInstance, id: number) {
  const response = await http.delete(`/chat/common-phrases/${id}/delete`);
  return unwrap(await anyAnswer(), response.data);
}

export async function listGreetings(http: AxiosInstance) {
  const response = await http.get('/chat/greetings');
  return unwrap((await schemas()).greetingListSchema, response.data);
}

export async function createGreeting(http: AxiosInstance, text: string) {
  const response = await http.post('/chat/greetings/create', { text });
  return unwrap((await schemas()).greetingSchema, response.data);
}

export async function updateGreeting(http: AxiosInstance, id: number, text: string) {
  const response = await http.patch(`/chat/greetings/${id}/update`, { text });
  return unwrap((await schemas()).greetingSchema, response.data);
}

export async function deleteGreeting(http: AxiosInstance, id: number) {
  const response = await http.delete(`/chat/greetings/${id}/delete`);
  return unwrap(await anyAnswer(), response.data);
}

/** The greeting sent when the seeker starts a chat. */
export async function selectGreeting(http: AxiosInstance, id: number) {
  const response = await http.post(`/chat/greetings/${id}/select`);
  return unwrap((await schemas()).greetingSchema, response.data);
}

export async function getChatSettings(http: AxiosInstance) {
  const response = await http.get('/chat/settings');
  return unwrap((await schemas()).chatSettingsSchema, response.data);
}

export async function updateChatSettings(http: AxiosInstance, body: Partial<z.infer<typeof chatSettingsSchema>>) {
  const response = await http.patch('/chat/settings', body);
  return unwrap((await schemas()).chatSettingsSchema, response.data);
}

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (query: ChatListQuery) => [...chatKeys.lists(), params(query)] as const,
  detail: (chatId: number) => [...chatKeys.all, 'detail', chatId] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  phrases: (purpose: 'settings' | 'chat' = 'settings') => [...chatKeys.all, 'phrases', purpose] as const,
  greetings: () => [...chatKeys.all, 'greetings'] as const,
  settings: () => [...chatKeys.all, 'settings'] as const,
};

export function chatListQuery(http: AxiosInstance, query: ChatListQuery) {
  return queryOptions({ queryKey: chatKeys.list(query), queryFn: () => listChats(http, query), staleTime: 15_000 });
}

/**
 * A chat's detail never goes back in time. A fetch the platform answered before a pushed change
 * (chat:updated) can land after it: the seeker asked to exchange numbers, the detail was fetched
 * again, the recruiter agreed, "Mobile numbers exchanged" came by socket and then the fetch put
 * "requested" back for good, the exchange button disabled (issue 31, e2e/chat.spec.ts). Every
 * change of a chat's shared state is a message, so the view with the higher `last_seq` is the
 * newer one; at the same seq (one's own flags) the latest write wins, as before.
 */
export function laterChatDetail(previous: unknown, next: unknown): unknown {
  const held = previous as ChatDetail | undefined;
  const landed = next as ChatDetail | undefined;
  if (held && landed && held.id === landed.id && held.last_seq > landed.last_seq) return previous;
  return replaceEqualDeep(previous, next);
}

export function chatDetailQuery(http: AxiosInstance, chatId: number) {
  return queryOptions({ queryKey: chatKeys.detail(chatId), queryFn: () => getChat(http, chatId), staleTime: 15_000, structuralSharing: laterChatDetail });
}

export function unreadCountQuery(http: AxiosInstance) {
  return queryOptions({ queryKey: chatKeys.unread(), queryFn: () => getUnreadCount(http), staleTime: 30_000 });
}

export function phrasesQuery(http: AxiosInstance, purpose: 'settings' | 'chat' = 'settings') {
  return queryOptions({ queryKey: chatKeys.phrases(purpose), queryFn: () => listPhrases(http, purpose) });
}

export function greetingsQuery(http: AxiosInstance) {
  return queryOptions({ queryKey: chatKeys.greetings(), queryFn: () => listGreetings(http) });
}

export function chatSettingsQuery(http: AxiosInstance) {
  return queryOptions({ queryKey: chatKeys.settings(), queryFn: () => getChatSettings(http) });
}

import { Hono } from 'hono';
import type { FileStorage } from '../../storage/files';
import { contentDisposition } from '../../storage/files';
import { loadChatFor } from '../../domain/chat-access';
import { resumeSentInChat } from '../../domain/resumes';
import { AppError } from '../../http/app-error';
import { idPattern, pathId } from '../job/path-id';
import type { ChatEnv } from './guard';

/**
 * GET /chat/chats/{chatId}/resumes/{resumeId}: a resume the seeker sent in this chat, for either
 * party of it (platform spec §6: attachments are not viewable without permission; sending it to
 * the recruiter is that permission). A resume never sent here, another chat's id or a deleted
 * file is a 404, whoever asks. Served as a download, never rendered by the browser.
 */
export function chatResumeFileRoutes(storage: FileStorage) {
  return new Hono<ChatEnv>().get(`/chats/:id{${idPattern}}/resumes/:resumeId{${idPattern}}`, async (c) => {
    const db = c.get('db');
    const chat = await loadChatFor(db, c.get('party'), pathId(c.req.param('id'), 'Chat'));
    const resumeId = pathId(c.req.param('resumeId'), 'Resume');
    const file = await resumeSentInChat(db, chat, resumeId);
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw AppError.notFound('Resume');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.mime_type,
      'Content-Disposition': contentDisposition('attachment', file.filename),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}

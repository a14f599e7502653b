import { Hono } from 'hono';
import { chatLimits, chatSettingsBodySchema, greetingBodySchema, phraseBodySchema, phraseListQuerySchema } from '@/lib/schemas/chat';
import {
  chatSettingsOf,
  createGreeting,
  createPhrase,
  deleteGreeting,
  deletePhrase,
  listGreetings,
  listPhrases,
  selectGreeting,
  updateChatSettings,
  updateGreeting,
  updatePhrase,
} from '../../domain/chat-phrases';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from '../job/path-id';
import type { ChatEnv } from './guard';

const id = `:id{${idPattern}}`;

/** Common phrases, greeting messages and chat settings of the caller's account (platform spec §5, §9). */
export function chatPhraseRoutes() {
  const routes = new Hono<ChatEnv>();
  const user = (c: { get(key: 'party'): { userId: number } }) => c.get('party').userId;

  routes.get('/common-phrases', validate('query', phraseListQuerySchema, 'query'), async (c) => {
    const limit = c.get('query').for === 'chat' ? chatLimits.phrasesInChat : chatLimits.phrasesInSettings;
    return ok(c, { phrases: await listPhrases(c.get('db'), user(c), limit) });
  });
  routes.post('/common-phrases/create', validate('json', phraseBodySchema, 'body'), async (c) =>
    ok(c, await createPhrase(c.get('db'), user(c), c.get('body').text, c.get('now')), 201),
  );
  routes.patch(`/common-phrases/${id}/update`, validate('json', phraseBodySchema, 'body'), async (c) =>
    ok(c, await updatePhrase(c.get('db'), user(c), pathId(c.req.param('id'), 'Phrase'), c.get('body').text)),
  );
  routes.delete(`/common-phrases/${id}/delete`, async (c) => {
    await deletePhrase(c.get('db'), user(c), pathId(c.req.param('id'), 'Phrase'));
    return ok(c, { deleted: true });
  });

  routes.get('/greetings', async (c) => ok(c, await listGreetings(c.get('db'), user(c), c.get('now'), c.get('language').slug)));
  routes.post('/greetings/create', validate('json', greetingBodySchema, 'body'), async (c) =>
    ok(c, await createGreeting(c.get('db'), user(c), c.get('body').text, c.get('now'), c.get('language').slug), 201),
  );
  routes.patch(`/greetings/${id}/update`, validate('json', greetingBodySchema, 'body'), async (c) =>
    ok(c, await updateGreeting(c.get('db'), user(c), pathId(c.req.param('id'), 'Greeting'), c.get('body').text)),
  );
  routes.delete(`/greetings/${id}/delete`, async (c) => {
    await deleteGreeting(c.get('db'), user(c), pathId(c.req.param('id'), 'Greeting'));
    return ok(c, { deleted: true });
  });
  routes.post(`/greetings/${id}/select`, async (c) => ok(c, await selectGreeting(c.get('db'), user(c), pathId(c.req.param('id'), 'Greeting'))));

  routes.get('/settings', async (c) => ok(c, await chatSettingsOf(c.get('db'), user(c))));
  routes.patch('/settings', validate('json', chatSettingsBodySchema, 'body'), async (c) =>
    ok(c, await updateChatSettings(c.get('db'), user(c), c.get('body'), c.get('now'))),
  );
  return routes;
}

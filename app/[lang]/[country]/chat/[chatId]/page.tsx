import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/site-params';
import { ChatPage, chatMetadata } from '../_components/chat-page';

export const dynamic = 'force-dynamic';

type Params = Promise<SiteParams & { chatId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return chatMetadata(await params);
}

/** `/{lang}/chat/{id}`: the same screen with the conversation open. */
export default async function ChatConversationPage({ params }: { params: Params }) {
  const routeParams = await params;
  const chatId = /^\d{1,10}$/.test(routeParams.chatId) ? Number(routeParams.chatId) : 0;
  if (chatId < 1 || chatId > 2_147_483_647) notFound();
  return <ChatPage params={routeParams} chatId={chatId} />;
}

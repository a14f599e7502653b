import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/site-params';
import { ChatPage, chatMetadata } from './_components/chat-page';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  return chatMetadata(await params);
}

export default async function ChatListPage({ params }: { params: Promise<SiteParams> }) {
  return <ChatPage params={await params} chatId={null} />;
}

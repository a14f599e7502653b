'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { ChatMessage } from '@/lib/schemas/chat';
import { interviewKeys } from '@/services/interviews';

const cardTypes = new Set(['interview_invitation', 'offer']);
const interviewTypes = new Set(['interview_invitation', 'interview_changed', 'interview_cancelled', 'interview_answered', 'interview_reminder', 'offer', 'offer_answered']);

/** Whether the chat draws this message as an interview or offer card or line (components/chat/message-list.tsx). */
export const isInterviewMessage = (message: ChatMessage) => interviewTypes.has(message.type);
export const isInterviewCard = (message: ChatMessage) => cardTypes.has(message.type);

/** The card loads with the first interview or offer in a conversation, not with the chat page. */
export const InterviewMessageCard = dynamic(() => import('./interview-message').then((module) => module.InterviewMessageCard), { ssr: false });

/** The line an interview or offer event reads as, in the reader's language. */
export function InterviewMessageLine({ message }: { message: ChatMessage }) {
  const t = useTranslations('Interviews');
  const client = useQueryClient();
  const interviewId = Number(message.payload?.interview_id);
  // A change, an answer or a cancellation arriving: the card above shows the interview afresh.
  useEffect(() => {
    if (Number.isInteger(interviewId) && interviewId > 0) void client.invalidateQueries({ queryKey: interviewKeys.one(interviewId) });
  }, [client, interviewId]);
  const state = String(message.payload?.state ?? '');
  const key =
    message.type === 'interview_answered'
      ? state === 'accepted'
        ? 'interview_accepted'
        : 'interview_rejected'
      : message.type === 'offer_answered'
        ? state === 'accepted'
          ? 'offer_accepted'
          : 'offer_declined'
        : message.type;
  return <>{t(`messages.${key as 'offer'}`)}</>;
}


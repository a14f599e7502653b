import type { OutgoingMessage } from './mailer';

export interface RenderedMessage {
  subject: string | null;
  text: string;
  html: string | null;
}

/** A message's subject and body in its language. */
export function renderMessage(message: OutgoingMessage): RenderedMessage {
  const lines = Object.entries(message.values).map(([name, value]) => `${name}: ${value}`);
  return { subject: message.template, text: lines.join('\n'), html: null };
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { interviewErrorKey } from '@/components/interviews/interview-errors';
import { interviewLimits, type InterviewMode } from '@/lib/schemas/interview-constants';
import { interviewKeys, inviteToInterview, sendOffer } from '@/services/interviews';
import { useChatHttp } from './chat-context';
import styles from './chat.module.css';

/** "2026-03-10T10:00" a day from now on the browser's clock, for the time field's first value. */
function tomorrowAtTen(): string {
  const date = new Date(Date.now() + 86_400_000);
  date.setHours(10, 0, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "+08:00" of the browser's zone at a wall-clock time ("2026-03-10T10:00"), as the contract wants it. */
function withOffset(local: string): string | null {
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return null;
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0');
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/**
 * The recruiter's interview invitation and job offer on the development recruiter page (issue 31
 * item 6): a time, a place or a link, a contact; an offer's words. What the seeker gets is the
 * platform's own invitation and offer cards in the chat, so every state of the interview and
 * offer machine can be walked by hand.
 */
export function RecruiterInterviewTools({ chatId }: { chatId: number }) {
  return (
    <div className={styles.tools}>
      <InviteForm chatId={chatId} />
      <OfferForm chatId={chatId} />
    </div>
  );
}

/** A tool form's send: busy while it runs, "sent" once it went through, the catalogue's words for a refusal. */
interface ToolSend {
  busy: boolean;
  error: string | null;
  sent: boolean;
  /** Runs `action`, or shows `refusal` (a rule the form checks itself) without sending. */
  send(action: () => Promise<void>, refusal?: string | null): Promise<void>;
}

function useToolSend(): ToolSend {
  const t = useTranslations('Interviews');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function send(action: () => Promise<void>, refusal?: string | null) {
    setSent(false);
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await action();
      setSent(true);
    } catch (failure) {
      const { key, values } = interviewErrorKey(failure);
      setError(t(key, { ...values, date: '' }));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, sent, send };
}

/** A tool's folding form: its fields, the send button, then "sent" or the refusal in place. */
function ToolForm({
  title,
  submitLabel,
  sentLabel,
  state,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  sentLabel: string;
  state: ToolSend;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <details className={styles.recruiterForm}>
      <summary>{title}</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {children}
        <button type="submit" className="button" disabled={state.busy}>
          {submitLabel}
        </button>
        {state.sent && <p role="status">{sentLabel}</p>}
        {state.error && (
          <p role="alert" className={styles.error}>
            {state.error}
          </p>
        )}
      </form>
    </details>
  );
}

function InviteForm({ chatId }: { chatId: number }) {
  const t = useTranslations('Interviews');
  const http = useChatHttp();
  const client = useQueryClient();
  const id = useId();
  const [time, setTime] = useState(tomorrowAtTen);
  const [mode, setMode] = useState<InterviewMode>('in_person');
  const [place, setPlace] = useState('');
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [instructions, setInstructions] = useState('');
  const state = useToolSend();

  const submit = () =>
    void state.send(async () => {
      const at = withOffset(time);
      await inviteToInterview(http, chatId, {
        times: at ? [at] : [],
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        mode,
        address: mode === 'in_person' ? place : null,
        video_link: mode === 'video' ? place : null,
        contact_name: contactName,
        contact_phone: contactPhone,
        instructions: instructions || null,
      });
      void client.invalidateQueries({ queryKey: interviewKeys.all });
    });

  return (
    <ToolForm title={t('invite.title')} submitLabel={t('invite.submit')} sentLabel={t('invite.sent')} state={state} onSubmit={submit}>
      <label htmlFor={`${id}-time`}>{t('invite.timeLabel', { n: 1 })}</label>
      <input id={`${id}-time`} type="datetime-local" required value={time} onChange={(event) => setTime(event.target.value)} />
      <fieldset className={styles.toolButtons}>
        <legend>{t('invite.mode')}</legend>
        {(['in_person', 'video'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} /> {t(`modes.${value}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-place`}>{mode === 'in_person' ? t('invite.address') : t('invite.videoLink')}</label>
      <input
        id={`${id}-place`}
        type={mode === 'video' ? 'url' : 'text'}
        required
        maxLength={mode === 'video' ? interviewLimits.videoLink : interviewLimits.address}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
      />
      <label htmlFor={`${id}-contact`}>{t('invite.contactName')}</label>
      <input id={`${id}-contact`} required maxLength={interviewLimits.contactName} value={contactName} onChange={(event) => setContactName(event.target.value)} />
      <label htmlFor={`${id}-phone`}>{t('invite.contactPhone')}</label>
      <input id={`${id}-phone`} type="tel" required maxLength={20} value={contactPhone} onChange={(event) => setContactPhone(event.target.value)} />
      <label htmlFor={`${id}-instructions`}>{t('invite.instructions')}</label>
      <textarea id={`${id}-instructions`} rows={2} maxLength={interviewLimits.instructions} value={instructions} onChange={(event) => setInstructions(event.target.value)} />
    </ToolForm>
  );
}

function OfferForm({ chatId }: { chatId: number }) {
  const t = useTranslations('DevRecruiter');
  const ti = useTranslations('Interviews');
  const http = useChatHttp();
  const client = useQueryClient();
  const id = useId();
  const [details, setDetails] = useState('');
  const state = useToolSend();

  const submit = () =>
    void state.send(
      async () => {
        await sendOffer(http, chatId, details);
        setDetails('');
        void client.invalidateQueries({ queryKey: interviewKeys.offers(chatId) });
      },
      details.trim() ? null : ti('rules.required'),
    );

  return (
    <ToolForm title={t('offerTitle')} submitLabel={t('offerSubmit')} sentLabel={t('offerSent')} state={state} onSubmit={submit}>
      <label htmlFor={`${id}-details`}>{t('offerDetails')}</label>
      <textarea id={`${id}-details`} rows={3} maxLength={1000} value={details} onChange={(event) => setDetails(event.target.value)} />
    </ToolForm>
  );
}

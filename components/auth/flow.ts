'use client';

import { createContext, useContext } from 'react';
import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import type { AccountChoice, SignInOutcome } from '@/services/auth';

/** Where a code went: an email, or a phone (prefix and national digits). */
export type CodeTarget = { email: string } | { phone_country_code: string; phone_num: string };

/** The get-started steps (platform spec §2, §4 Login). */
export type Step =
  | { name: 'email' }
  | { name: 'phone' }
  | { name: 'method'; email: string }
  | { name: 'password'; email: string }
  | { name: 'safety'; email: string; password: string; emailMasked: string }
  | { name: 'code'; target: CodeTarget; resendAt: number }
  | { name: 'magic-sent'; email: string; resendAt: number }
  | { name: 'register'; email: string }
  | { name: 'reset'; email: string }
  | { name: 'accounts'; choice: AccountChoice };

export interface Flow {
  language: LanguageSlug;
  /** The platform's language_code ('en', 'zh-CN', …): messages are written in it. */
  languageCode: string;
  countryKey: CountryKey;
  /** A path on this site to come back to, already checked. */
  redirect: string | null;
  go: (step: Step) => void;
  /** Leaves the page with a full load, so server components see the new cookies. */
  navigate: (url: string) => void;
  /** Follows a login answer: the destination, the safety step, or the choice of account. */
  follow: (outcome: SignInOutcome, login?: { email: string; password: string }) => void;
}

export const FlowContext = createContext<Flow | null>(null);

export function useFlow(): Flow {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow outside GetStarted');
  return flow;
}

/** How a code target is shown ("ana@example.com", "+63 9171234567"). */
export function targetLabel(target: CodeTarget): string {
  return 'email' in target ? target.email : `${target.phone_country_code} ${target.phone_num}`;
}

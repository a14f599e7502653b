'use client';

import { type IntlScope, IntlScopeProvider } from '@/components/providers/intl-scope';
import { QueryProvider } from '@/components/providers/query-provider';
import { AccountChoiceStep } from './account-choice-step';
import { CodeStep } from './code-step';
import type { Step } from './flow';
import { MagicSentStep } from './magic-sent-step';
import { MethodStep } from './method-step';
import { PasswordStep } from './password-step';
import { RegisterStep } from './register-step';
import { ResetStep } from './reset-step';
import { SafetyStep } from './safety-step';

/**
 * Every get-started step after the email or phone, with React Query, the form library and the
 * contract's schemas they use: one chunk loaded when the visitor first leaves the entry step, so
 * the page every new user starts on stays within its first-load budget (docs/decisions/0069).
 */
export default function LaterStep({ step, intl }: { step: Exclude<Step, { name: 'email' } | { name: 'phone' }>; intl?: IntlScope }) {
  const steps = <QueryProvider>{renderLaterStep(step)}</QueryProvider>;
  // next-intl comes with this chunk: the entry steps before it format with the small formatter.
  return intl ? <IntlScopeProvider scope={intl}>{steps}</IntlScopeProvider> : steps;
}

function renderLaterStep(step: Exclude<Step, { name: 'email' } | { name: 'phone' }>) {
  switch (step.name) {
    case 'method':
      return <MethodStep email={step.email} />;
    case 'password':
      return <PasswordStep email={step.email} />;
    case 'safety':
      return <SafetyStep email={step.email} password={step.password} emailMasked={step.emailMasked} />;
    case 'code':
      return <CodeStep target={step.target} resendAt={step.resendAt} />;
    case 'magic-sent':
      return <MagicSentStep email={step.email} resendAt={step.resendAt} />;
    case 'register':
      return <RegisterStep email={step.email} />;
    case 'reset':
      return <ResetStep email={step.email} />;
    case 'accounts':
      return <AccountChoiceStep choice={step.choice} />;
  }
}

import { ClientMessages } from '@/components/providers/client-messages';
import type { ReactNode } from 'react';
import type { LanguageSlug } from '@/lib/languages';
import { MyInterviews } from './my-interviews';

/** My Jobs → Interviews: the client list with the Interviews messages it reads (and only those). */
export function MyInterviewsSection({ language, countryTimeZone, empty }: { language: LanguageSlug; countryTimeZone: string; empty?: ReactNode }) {
  return (
    <ClientMessages namespaces={['Interviews']}>
      <MyInterviews language={language} countryTimeZone={countryTimeZone} empty={empty} />
    </ClientMessages>
  );
}

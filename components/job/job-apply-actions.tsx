import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { LanguageSlug } from '@/lib/languages';
import type { JobDetail } from '@/lib/schemas/job';
import { ClientText } from '@/components/providers/client-text';
import { ApplyPanel } from './apply-panel';
import { SaveJobButton } from './save-job-button';

interface JobApplyActionsProps {
  job: Pick<JobDetail, 'id' | 'title' | 'status' | 'apply'>;
  language: LanguageSlug;
  /** Where a sent application leads (ApplyPanel's `successPath`). */
  successPath: string;
  /** The server-rendered apply form for a browser without script, where the page has one. */
  noScriptPath?: string;
  /** More buttons beside Apply and Save (the public page's Chat now). */
  children?: ReactNode;
}

/**
 * What a seeker can do on an open job's page, the public one and the verified seekers' one
 * (docs/decisions/0044): apply and save; nothing once the job is on hold or closed.
 */
export async function JobApplyActions({ job, language, successPath, noScriptPath, children }: JobApplyActionsProps) {
  if (job.status !== 'active') return null;
  const ts = await getTranslations('SaveJob');
  return (
    <ClientText namespaces={['ApplyJob', 'ResumeChoice']}>
      <ApplyPanel
        jobId={job.id}
        jobTitle={job.title}
        apply={job.apply ?? { screening_questions: [], is_external: false, external_url: null }}
        successPath={successPath}
        applicationsPath={`/${language}/my-jobs?tab=applied`}
        noScriptPath={noScriptPath}
      >
        <SaveJobButton jobId={job.id} placement="page" action={`/${language}/my-jobs/save`} labels={{ name: ts('saveThisJob'), save: ts('save'), saved: ts('saved') }} />
        {children}
      </ApplyPanel>
    </ClientText>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { AiMissing } from '@/lib/ai-preconditions';
import type { BasicInfoPatch } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { updateBasicInfo } from '@/services/jobseeker';
import { AiSummaryWriter } from './ai-summary-writer';
import { TextAreaField } from './fields';
import { ProfileFormFrame } from './form-parts';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';

/** The profile summary: PATCH /jobseeker/me with `summary` only; the AI writer can fill it in first. */
export function SummaryForm({
  summary,
  preferences = [],
  aiMissing = null,
  experienceComesNext = false,
  onDone,
  onCancel,
}: {
  summary: string | null;
  preferences?: { id: number; job_title: string }[];
  /** What AI writing waits for (lib/ai-preconditions), and whether the wizard asks for it next. */
  aiMissing?: AiMissing | null;
  experienceComesNext?: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('ProfileForm');
  const { form, frame } = useProfileForm<BasicInfoPatch>({
    schema: loaders.basicInfoPatch,
    defaultValues: { summary: summary ?? '' },
    save: (body) => updateBasicInfo(browserHttp(), { summary: body.summary ?? null }),
    onDone,
  });
  return (
    <ProfileFormFrame {...frame} onCancel={onCancel} requiredNote={false}>
      <TextAreaField form={form} name="summary" label={t('summary')} hint={t('summaryHint')} rows={8} />
      <AiSummaryWriter
        preferences={preferences}
        missing={aiMissing}
        experienceComesNext={experienceComesNext}
        onAccept={(text) => form.setValue('summary', text, { shouldDirty: true, shouldValidate: true })}
      />
    </ProfileFormFrame>
  );
}

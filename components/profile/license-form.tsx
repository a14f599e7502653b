'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import type { License, LicenseBody } from '@/lib/schemas/jobseeker';
import { licenseAttachmentTypes, profileLimits, ruleKeyOf } from '@/lib/schemas/jobseeker-constants';
import { browserHttp } from '@/services/browser';
import { createLicense, updateLicense, uploadLicenseAttachment } from '@/services/jobseeker';
import { ApiError } from '@/services/api-error';
import type { EntryFormProps } from './entry-list';
import { CheckboxField, TextField } from './fields';
import { ProfileFormFrame } from './form-parts';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';
import { useRuleMessage } from './use-rule-message';
import styles from './profile.module.css';

function defaultsOf(entry: License | null): LicenseBody {
  return {
    name: entry?.name ?? '',
    issuing_organisation: entry?.issuing_organisation ?? '',
    credential_id: entry?.credential_id ?? '',
    credential_url: entry?.credential_url ?? '',
    issue_date: entry?.issue_date ?? '',
    expiry_date: entry?.expiry_date ?? null,
    is_permanent: entry?.is_permanent ?? false,
    attachment_file_id: entry?.attachment?.id ?? null,
  };
}

const megabytes = profileLimits.licenseAttachmentMaxBytes / (1024 * 1024);

/** Add or edit a license or certification, with an optional PNG, JPG or PDF attachment. */
export function LicenseForm({ entry, onDone, onCancel }: EntryFormProps<License>) {
  const t = useTranslations('ProfileForm');
  const translate = useRuleMessage();
  const fileId = useId();
  const { form, frame } = useProfileForm<LicenseBody>({
    schema: loaders.license,
    defaultValues: defaultsOf(entry),
    save: (body) => (entry ? updateLicense(browserHttp(), entry.id, body) : createLicense(browserHttp(), body)),
    onDone,
  });
  const [attachmentName, setAttachmentName] = useState<string | null>(entry?.attachment?.filename ?? null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadLicenseAttachment(browserHttp(), file),
    onSuccess: (attachment) => {
      form.setValue('attachment_file_id', attachment.id);
      setAttachmentName(attachment.filename);
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined;
      setFileError(message ? translate(ruleKeyOf({ message })) : null);
    },
  });
  const permanent = form.watch('is_permanent');

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    if (!(licenseAttachmentTypes as readonly string[]).includes(file.type)) {
      setFileError(translate({ key: 'fileType', args: {} }));
      return;
    }
    if (file.size > profileLimits.licenseAttachmentMaxBytes) {
      setFileError(translate({ key: 'fileTooLarge', args: { max: megabytes } }));
      return;
    }
    upload.mutate(file);
  }

  return (
    <ProfileFormFrame {...frame} pending={frame.pending || upload.isPending} onCancel={onCancel}>
      <div className={styles.grid}>
        <TextField form={form} name="name" label={t('licenseName')} required />
        <TextField form={form} name="issuing_organisation" label={t('issuingOrganisation')} required />
        <TextField form={form} name="credential_id" label={t('credentialId')} />
        <TextField form={form} name="credential_url" label={t('credentialUrl')} type="url" />
        <TextField form={form} name="issue_date" label={t('issueDate')} type="month" required />
        {!permanent && <TextField form={form} name="expiry_date" label={t('expiryDate')} type="month" required />}
      </div>
      <CheckboxField form={form} name="is_permanent" label={t('doesNotExpire')} />
      <div className={styles.field}>
        <label htmlFor={fileId} className={styles.label}>
          {t('attachment')}
        </label>
        <p id={`${fileId}-hint`} className={styles.hint}>
          {attachmentName ? t('attachmentCurrent', { name: attachmentName }) : t('attachmentHint', { max: megabytes })}
        </p>
        <FilePicker
          id={fileId}
          accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
          onChange={chooseFile}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
          labels={{ choose: t('fileChoose'), none: t('fileNone') }}
        />
        {fileError && (
          <p id={`${fileId}-error`} className={styles.error}>
            {fileError}
          </p>
        )}
        {attachmentName && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              form.setValue('attachment_file_id', null);
              setAttachmentName(null);
            }}
          >
            {t('removeAttachment')}
          </button>
        )}
      </div>
    </ProfileFormFrame>
  );
}

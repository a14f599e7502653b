'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { avatarTypes, profileLimits, ruleKeyOf } from '@/lib/schemas/jobseeker-constants';
import { ApiError } from '@/services/api-error';
import { browserHttp } from '@/services/browser';
import { uploadAvatar } from '@/services/jobseeker';
import { useRuleMessage } from './use-rule-message';
import styles from './profile.module.css';
import { avatarUploadLimit } from '@/lib/schemas/api-codes/ai';

const formMegabytes = profileLimits.avatarFormMaxBytes / (1024 * 1024);

/**
 * The avatar: JPG, PNG, JPEG or BMP under 2 MB (the stricter reading; the platform takes up
 * to 10 MB), 5 uploads a day (41292).
 */
export function AvatarUpload({ avatar, initials, onChanged }: { avatar: string | null; initials: string; onChanged: () => Promise<unknown> }) {
  const t = useTranslations('ProfileForm');
  const te = useTranslations('ProfileErrors');
  const translate = useRuleMessage();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(browserHttp(), file),
    onSuccess: async () => {
      setProblem(null);
      await onChanged();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === avatarUploadLimit) setProblem(te('code41292'));
      else if (error.fieldErrors.avatar?.[0]) setProblem(translate(ruleKeyOf({ message: error.fieldErrors.avatar[0] })));
    },
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(avatarTypes as readonly string[]).includes(file.type)) return setProblem(translate({ key: 'fileType', args: {} }));
    if (file.size > profileLimits.avatarFormMaxBytes) return setProblem(translate({ key: 'fileTooLarge', args: { max: formMegabytes } }));
    setProblem(null);
    upload.mutate(file);
  }

  return (
    <div className={styles.identity}>
      {avatar ? (
        // biome-ignore lint/performance/noImgElement: the avatar is served by the platform, not the Next image pipeline
        <img src={avatar} alt={t('avatarAlt')} className={styles.avatar} width={80} height={80} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('changeAvatar')}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('avatarHint', { max: formMegabytes })}
        </p>
        <FilePicker
          id={id}
          accept=".jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp"
          onChange={choose}
          disabled={upload.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          labels={{ choose: t('fileChoose'), none: t('fileNone') }}
        />
        {problem && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

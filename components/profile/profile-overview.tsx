'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { aiMissing } from '@/lib/ai-preconditions';
import type { Profile } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { updateBasicInfo } from '@/services/jobseeker';
import { AvatarUpload } from './avatar-upload';
import { BasicInfoForm, SkillsForm, SummaryForm } from './lazy-forms';
import { formatDay, formatMonth } from './format';
import { ProfileDialog } from './profile-dialog';
import { labelOf, type ProfileLists } from './profile-lists';
import { useProfile, useProfileChanged } from './use-profile';
import styles from './profile.module.css';
import { personName } from '@/lib/person-name';
import { PhoneNumber } from '@/components/ui/phone-number';

/** Name, avatar, the open-to-work switch and the basic info, with its edit dialog. */
export function ProfileOverview({ initial, lists, dialCode }: { initial: Profile; lists: ProfileLists; dialCode: string | null }) {
  const t = useTranslations('ProfileSections');
  const tf = useTranslations('ProfileForm');
  const to = useTranslations('ProfileOptions');
  const locale = useLocale();
  const headingId = useId();
  const switchId = useId();
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  const [editing, setEditing] = useState(false);
  // `?edit=basic-info`: sent here to add something first (the chat's mobile exchange, issue 31).
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('edit') === 'basic-info') setEditing(true);
  }, []);
  const openToWork = useMutation({
    mutationFn: (value: boolean) => updateBasicInfo(browserHttp(), { is_open_to_work: value }),
    onSuccess: () => changed(),
  });
  const none = t('notSet');
  const facts: [string, ReactNode][] = [
    [tf('email'), profile.email],
    [tf('mobile'), profile.phone_num ? <PhoneNumber key="mobile" value={`${profile.phone_country_code ?? ''}${profile.phone_num}`} /> : null],
    [tf('birthdate'), profile.birthdate ? formatDay(profile.birthdate, locale) : null],
    [tf('nationality'), labelOf(lists.countries, profile.nationality)],
    // A CLDR list, not ', ' (a Latin comma in Arabic, issue 33 item 2).
    [tf('workEligibility'), new Intl.ListFormat(locale).format(profile.work_eligibility.map((key) => labelOf(lists.countries, key) ?? key)) || null],
    [tf('currentLocation'), labelOf(lists.locations, profile.location_id)],
    [tf('homeAddress'), profile.address],
    [tf('seekerType'), profile.user_identity_id ? to(`identity.${profile.user_identity_id === 1 ? 1 : 2}`) : null],
    [tf('experience'), labelOf(lists.xpLevels, profile.xp_lvl_id)],
    [tf('workingSince'), profile.working_since ? formatMonth(profile.working_since, locale) : null],
    [tf('jobSeekingStatus'), labelOf(lists.jobSeekingStatuses, profile.job_seeking_status_id)],
    [tf('availability'), labelOf(lists.noticePeriods, profile.notice_period_id)],
  ];
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{personName(profile.first_name, profile.last_name) || t('basicInfo')}</h2>
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          {t('editBasicInfo')}
        </button>
      </div>
      <AvatarUpload avatar={profile.avatar} initials={initials} onChanged={() => changed({ sessionFields: true })} />
      <div className={styles.switch}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-checked={profile.is_open_to_work}
          checked={profile.is_open_to_work}
          disabled={openToWork.isPending}
          onChange={(event) => openToWork.mutate(event.target.checked)}
        />
        <label htmlFor={switchId}>{t('openToWork')}</label>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? none}</dd>
          </div>
        ))}
      </dl>
      <ProfileDialog open={editing} title={t('editBasicInfo')} onClose={() => setEditing(false)}>
        <BasicInfoForm
          profile={profile}
          lists={lists}
          dialCode={dialCode}
          onCancel={() => setEditing(false)}
          onDone={async () => {
            setEditing(false);
            await changed({ sessionFields: true });
          }}
        />
      </ProfileDialog>
    </section>
  );
}

/**
 * A card of the profile edited as a whole in a dialog: its heading and edit button, what it
 * shows, and its form, which closes the dialog and refreshes the profile once saved.
 */
function EditableCard({
  title,
  editLabel,
  children,
  form,
}: {
  title: string;
  editLabel: string;
  children: ReactNode;
  form: (close: () => void, saved: () => Promise<void>) => ReactNode;
}) {
  const headingId = useId();
  const changed = useProfileChanged();
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          {editLabel}
        </button>
      </div>
      {children}
      <ProfileDialog open={editing} title={editLabel} onClose={close}>
        {form(close, async () => {
          close();
          await changed();
        })}
      </ProfileDialog>
    </section>
  );
}

/** The summary, edited in a dialog; `experienceComesNext` in the wizard, which asks for experience after it. */
export function SummarySection({ initial, experienceComesNext = false }: { initial: Profile; experienceComesNext?: boolean }) {
  const t = useTranslations('ProfileSections');
  const profile = useProfile(initial);
  return (
    <EditableCard
      title={t('summary')}
      editLabel={t('editSummary')}
      form={(close, saved) => (
        <SummaryForm
          summary={profile.summary}
          preferences={profile.job_preferences}
          aiMissing={aiMissing(profile)}
          experienceComesNext={experienceComesNext}
          onCancel={close}
          onDone={saved}
        />
      )}
    >
      <p className={profile.summary ? styles.entryText : styles.empty}>{profile.summary ?? t('summaryEmpty')}</p>
    </EditableCard>
  );
}

/** The skills, edited as one list. */
export function SkillsSection({ initial }: { initial: Profile }) {
  const t = useTranslations('ProfileSections');
  const to = useTranslations('ProfileOptions');
  const profile = useProfile(initial);
  return (
    <EditableCard title={t('skills')} editLabel={t('editSkills')} form={(close, saved) => <SkillsForm skills={profile.skills} onCancel={close} onDone={saved} />}>
      {profile.skills.length === 0 ? (
        <p className={styles.empty}>{t('skillsEmpty')}</p>
      ) : (
        <ul className={styles.chips}>
          {profile.skills.map((skill) => (
            <li key={skill.id} className={styles.chip}>
              {skill.proficiency ? `${skill.value} · ${to(`skill.${skill.proficiency as 'beginner'}`)}` : skill.value}
            </li>
          ))}
        </ul>
      )}
    </EditableCard>
  );
}

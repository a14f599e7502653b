import { getTranslations } from 'next-intl/server';
import type { LanguageSlug } from '@/lib/languages';
import type { SocialType } from '@/lib/schemas/auth';
import { socialProviderNames } from '@/lib/schemas/social';
import { isSocialLoginError, isSocialType, socialLoginStartPath } from '@/lib/social-login';
import { socialProviders } from '@/services/social-login';
import styles from './social-buttons.module.css';

/** Each provider's mark: its initial on its brand colour (darkened where white text needs it). */
const marks: Record<SocialType, { glyph: string; background: string }> = {
  google: { glyph: 'G', background: '#1765cc' },
  apple: { glyph: 'A', background: '#000000' },
  facebook: { glyph: 'f', background: '#0a5dc2' },
  line: { glyph: 'L', background: '#007a33' },
  x: { glyph: 'X', background: '#000000' },
  linkedin: { glyph: 'in', background: '#0a66c2' },
};

export interface SocialButtonsProps {
  language: LanguageSlug;
  /** Where the user goes after signing in (a path on this site), kept through the provider. */
  redirect?: string | null;
  /** get-started's `social_error` and `social_type` after a failed attempt. */
  error?: string | null;
  errorProvider?: string | null;
}

/** The configured providers, or none when the platform cannot say: the other ways to sign in remain. */
async function configuredProviders(): Promise<SocialType[]> {
  try {
    return await socialProviders();
  } catch (error) {
    console.error('social login providers unavailable', error instanceof Error ? error.message : error);
    return [];
  }
}

/**
 * "Continue with …" for each social provider the platform has credentials for (platform spec §2),
 * as plain links: the login starts on the server (app/session/social/[provider]) and works
 * without script. After a failed attempt, says why in the user's language.
 */
export async function SocialButtons({ language, redirect, error, errorProvider }: SocialButtonsProps) {
  const t = await getTranslations({ locale: language, namespace: 'SocialLogin' });
  const providers = await configuredProviders();
  // Every failure names its provider; a link with anything else shows nothing.
  const failure = isSocialLoginError(error) && isSocialType(errorProvider) ? { error, provider: socialProviderNames[errorProvider] } : null;
  if (providers.length === 0 && !failure) return null;
  const labelId = `social-login-${language}`;

  return (
    <div className={styles.social}>
      {failure && (
        <p role="alert" className={styles.alert}>
          {t(`errors.${failure.error}`, { provider: failure.provider })}
        </p>
      )}
      {providers.length > 0 && (
        <>
          <p id={labelId} className={styles.label}>
            {t('label')}
          </p>
          <ul className={styles.list} aria-labelledby={labelId}>
            {providers.map((type) => (
              <li key={type}>
                <a className={styles.button} href={socialLoginStartPath(type, { language, redirect })}>
                  <span className={styles.mark} style={{ background: marks[type].background }} aria-hidden="true">
                    {marks[type].glyph}
                  </span>
                  <span className={styles.text}>{t('continueWith', { provider: socialProviderNames[type] })}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

import { safeRedirectPath } from './safe-redirect';

/**
 * The profile-completion wizard's pages (core spec §2, §4): four steps shown 1/4 to 4/4.
 * Step 1 is /jobseeker-complete-profile; step 2 is step page 10, or 1101 for a user who came
 * from creating a resume or a quick upload; steps 3 and 4 are /3 and /4. Any other token is no
 * page of the wizard.
 */
export type OnboardingStep = 1 | 2 | 3 | 4;
export const onboardingSteps = 4;
export const onboardingPath = '/jobseeker-complete-profile';

export interface StepPage {
  step: OnboardingStep;
  /** Step 2 after resume creation or a quick upload (page 1101). */
  fromResume: boolean;
}

export function stepOfToken(token: string | undefined): StepPage | null {
  switch (token) {
    case undefined:
    case '1':
      return { step: 1, fromResume: false };
    case '10':
      return { step: 2, fromResume: false };
    case '1101':
      return { step: 2, fromResume: true };
    case '3':
      return { step: 3, fromResume: false };
    case '4':
      return { step: 4, fromResume: false };
    default:
      return null;
  }
}

/** The flags that send step 1 to page 1101 rather than 10 (core spec §4). */
export function comesFromResume(flags: Record<string, boolean>): boolean {
  return Boolean(flags.create_resume || flags.free_resume || flags.quick_upload);
}

/** A step's path (without the language), keeping a safe redirect for the end. */
export function stepPath(page: StepPage, redirect: string | null | undefined): string {
  const token = page.step === 1 ? '' : page.step === 2 ? (page.fromResume ? '/1101' : '/10') : `/${page.step}`;
  const target = safeRedirectPath(redirect);
  return `${onboardingPath}${token}${target ? `?redirect=${encodeURIComponent(target)}` : ''}`;
}

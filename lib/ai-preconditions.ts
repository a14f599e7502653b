/**
 * What a profile lacks before AI can write or analyse it (platform spec §8: 41311/41312,
 * 41318/41319): a desired job, then a work, internship or education experience. The platform
 * refuses with these; the web says so on the button instead of asking first.
 */
export type AiMissing = 'preference' | 'experience';

export function aiMissing(profile: { job_preferences: readonly unknown[]; work_experiences: readonly unknown[]; educations: readonly unknown[] }): AiMissing | null {
  if (profile.job_preferences.length === 0) return 'preference';
  if (profile.work_experiences.length === 0 && profile.educations.length === 0) return 'experience';
  return null;
}

import type { z } from 'zod';

/** A schema from lib/schemas, loaded on first validation so zod is not in the page's first load. */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * The shared schemas, each loaded when its form first validates (zod stays out of the first
 * load). Module-level constants, so a form's resolver is built once.
 */
const load = () => import('@/lib/schemas/jobseeker');

export const loaders = {
  basicInfo: (async () => (await load()).basicInfoSchema()) as SchemaLoader,
  basicInfoPatch: (async () => (await load()).basicInfoPatchSchema()) as SchemaLoader,
  stepOne: (async () => (await load()).onboardingStepOneSchema()) as SchemaLoader,
  workExperience: (async () => (await load()).workExperienceBodySchema) as SchemaLoader,
  education: (async () => (await load()).educationBodySchema) as SchemaLoader,
  license: (async () => (await load()).licenseBodySchema) as SchemaLoader,
  link: (async () => (await load()).linkBodySchema) as SchemaLoader,
  language: (async () => (await load()).languageBodySchema) as SchemaLoader,
  skills: (async () => (await load()).skillsBodySchema) as SchemaLoader,
  jobPreference: (async () => (await load()).jobPreferenceBodySchema) as SchemaLoader,
};

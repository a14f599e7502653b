/**
 * The platform's numeric codes (platform spec §8) by name, shared by the platform and the web: both
 * say `alreadyApplied`, never 41501 (issue 34). One module per area; the web imports a name from its
 * area's module (`import { alreadyApplied } from '@/lib/schemas/api-codes/applications'`), so a
 * page's bundle carries the few codes of the areas it deals with: a bundler keeps every export of a
 * module that any page names. The platform takes them all through this index
 * (`import * as apiCode from '@/lib/schemas/api-codes'`). Statuses and messages:
 * lib/schemas/codes.ts. tests/lib/api-code-names.test.ts keeps raw numbers out of app/,
 * components/ and services/.
 */
export * from './generic';
export * from './account';
export * from './ai';
export * from './resumes';
export * from './applications';
export * from './chat';
export * from './interviews';
export * from './identity';

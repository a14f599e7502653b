import { educationBodySchema } from '@/lib/schemas/jobseeker';
import { educations } from '../db/schema';
import { assertNoDuplicateEducation } from './profile-duplicates';
import { monthPrecise, profilePart } from './profile-parts';
import { firstDayOf, toEducation } from './profile-records';
import { assertReferences } from './profile-references';

/** /jobseeker/educations (core spec §7 Profile): the degree must exist, the same school and start once. */
export const educationPart = profilePart(educations, 'Education', educationBodySchema, {
  columns: (body) => ({
    school: body.school,
    degreeId: body.degree_id,
    fieldOfStudy: body.field_of_study,
    studyPeriodFrom: firstDayOf(body.study_period_from),
    studyPeriodTo: body.study_period_to ? firstDayOf(body.study_period_to) : null,
    isCurrentlyStudying: body.is_currently_studying,
    ...monthPrecise,
    description: body.description,
  }),
  check: async (db, userId, body, exceptId) => {
    await assertReferences(db, [{ field: 'degree_id', list: 'degrees', id: body.degree_id }]);
    await assertNoDuplicateEducation(db, userId, body, exceptId);
  },
  answer: toEducation,
});

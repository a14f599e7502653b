import { listWorkExperiences } from '../../domain/profile';
import { workExperiencePart } from '../../domain/work-experiences';
import { profilePartRoutes } from './profile-part-routes';

/** /jobseeker/work-experiences: list, create, update and delete (core spec §7 Profile). */
export const workExperienceRoutes = () =>
  profilePartRoutes({ path: '/work-experiences', listKey: 'work_experiences', part: workExperiencePart, list: listWorkExperiences });

import { educationPart } from '../../domain/educations';
import { listEducations } from '../../domain/profile';
import { profilePartRoutes } from './profile-part-routes';

/** /jobseeker/educations: list, create, update and delete (core spec §7 Profile). */
export const educationRoutes = () =>
  profilePartRoutes({ path: '/educations', listKey: 'educations', part: educationPart, list: listEducations });

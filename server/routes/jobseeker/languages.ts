import { languagePart, profileLanguages } from '../../domain/profile-languages';
import { profilePartRoutes } from './profile-part-routes';

/** /jobseeker/languages: create, update, delete in the documented style (docs/decisions/0018). */
export const languageRoutes = () =>
  profilePartRoutes({ path: '/languages', listKey: 'languages', part: languagePart, list: profileLanguages });

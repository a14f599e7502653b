import { linkPart, profileLinks } from '../../domain/profile-links';
import { profilePartRoutes } from './profile-part-routes';

/** /jobseeker/websites: the profile's links (core spec §7: websites create, update, delete). */
export const websiteRoutes = () =>
  profilePartRoutes({ path: '/websites', listKey: 'websites', part: linkPart, list: profileLinks });

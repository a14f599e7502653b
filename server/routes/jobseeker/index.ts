import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';
import { accountDeleteRoutes } from './account-delete';
import { accountEmailRoutes } from './account-email';
import { accountPasswordRoutes } from './account-password';
import { accountPhoneRoutes } from './account-phone';
import { avatarRoutes } from './avatar';
import { educationRoutes } from './educations';
import { generatedResumeRoutes } from './generated-resumes';
import { getStartedRecordRoutes } from './get-started-record';
import { identityVerificationRoutes } from './identity-verification';
import { jobPreferenceRoutes } from './job-preferences';
import { languageRoutes } from './languages';
import { licenseRoutes } from './licenses';
import { meRoutes } from './me';
import { resumeParsingRoutes } from './resume-parsing';
import { resumeRoutes } from './resumes';
import { skillRoutes } from './skills';
import { videoResumeRoutes } from './video-resumes';
import { websiteRoutes } from './websites';
import { workExperienceRoutes } from './work-experiences';

/** The /jobseeker service: the profile and its parts, and the get-started funnel record. */
export function jobseekerRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  routes.route('/', getStartedRecordRoutes(services));
  routes.route('/', meRoutes());
  routes.route('/', workExperienceRoutes());
  routes.route('/', educationRoutes());
  routes.route('/', jobPreferenceRoutes());
  routes.route('/', licenseRoutes(services));
  routes.route('/', websiteRoutes());
  routes.route('/', languageRoutes());
  routes.route('/', skillRoutes());
  routes.route('/', avatarRoutes(services));
  routes.route('/', resumeRoutes(services));
  routes.route('/', generatedResumeRoutes(services));
  routes.route('/', resumeParsingRoutes());
  routes.route('/', videoResumeRoutes(services));
  routes.route('/', accountEmailRoutes(services));
  routes.route('/', accountPasswordRoutes(services));
  routes.route('/', accountPhoneRoutes(services));
  routes.route('/', accountDeleteRoutes(services));
  routes.route('/', identityVerificationRoutes(services));
  return routes;
}

import { z } from 'zod';
import { checkDevSurfaces, runModeShape } from './run-mode';

const schema = z
  .object({
    /** NODE_ENV, RUN_MODE (local | production) and DEV_SURFACES (lib/run-mode.ts). */
    ...runModeShape,
    /**
     * Proxies in front of the web server that append to X-Forwarded-For (a load balancer: 1).
     * 0 (a local run): the TCP peer is the client, and whatever X-Forwarded-For it sent is dropped.
     */
    WEB_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** The platform, as the web server reaches it (server components and the /api rewrite). */
    API_URL: z.url().default('http://127.0.0.1:4000'),
    /** Explicit hosts per country, e.g. "ph=jobs.example.ph"; default `<key>.<any host>`. */
    SITE_HOSTS: z
      .string()
      .regex(/^([a-z]{2,3}=[^,=\s]+)(,[a-z]{2,3}=[^,=\s]+)*$/, 'is a list like ph=jobs.example.ph,jp=jobs.example.jp')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The public origin pattern used in canonical and hreflang links; `{key}` is the country. */
    SITE_URL_PATTERN: z
      .string()
      .regex(/^https?:\/\/.*\{key\}/, 'is an origin with {key}, like http://{key}.localhost:3000')
      .default('http://{key}.localhost:3000'),
    MAINTENANCE_MODE: z.enum(['true', 'false']).default('false'),
    SENTRY_DSN: z.url().optional().or(z.literal('').transform(() => undefined)),
    /**
     * Hosts a signed-in user may be handed off to with their session (core spec §2
     * /jobseeker-login-redirect): the employer and resume-builder sites. A host with a port
     * matches only that port. Default: the local development hosts of those two sites.
     */
    HANDOFF_HOSTS: z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?(,[a-z0-9.-]+(:\d+)?)*$/, 'is a list of hosts like employer.example.com,resume.example.com')
      .default('employer.localhost:3100,resume.localhost:3200'),
    /**
     * How often the web asks the platform's translation manifest whether a language's runtime
     * translations changed (seconds): the longest a changed string takes to reach a page that
     * renders per request; cached pages add their own 60 s (docs/decisions/0037).
     */
    TRANSLATIONS_REVALIDATE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .superRefine(checkDevSurfaces);

export type WebEnv = z.infer<typeof schema>;

/** Parses the web server's environment and names every bad variable. */
export function parseWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

import { siteOfRequest } from '@/services/site-request';

/** robots.txt of the country site on this host. */
export function GET(request: Request) {
  const { origin } = siteOfRequest(request);
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

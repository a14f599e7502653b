import { describe, expect, it } from 'vitest';
import { GET as sitemapPage } from '@/app/sitemaps/[name]/route';
import { languages } from '@/lib/languages';

const onJapan = (path: string) => new Request(`http://jp.localhost:3000${path}`, { headers: { host: 'jp.localhost:3000' } });

describe('pages.xml', () => {
  it('lists the help, policy, app, talents and resume template pages of the site in every language, with when their text changed', async () => {
    const response = await sitemapPage(onJapan('/sitemaps/pages.xml'), { params: Promise.resolve({ name: 'pages.xml' }) });
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = ['/faq', '/terms', '/privacy', '/scam-prevention', '/data-privacy-guide', '/download-app', '/resume-templates', '/talents'];
    expect(locs).toHaveLength(paths.length * languages.length);
    for (const path of paths) {
      for (const { slug } of languages) expect(locs).toContain(`http://jp.localhost:3000/${slug}${path}`);
    }
    expect(xml).toContain('<lastmod>2026-11-25</lastmod>');
    expect(xml).toContain('<loc>http://jp.localhost:3000/ja-jp/talents</loc><lastmod>2026-11-26</lastmod>');
  });
});

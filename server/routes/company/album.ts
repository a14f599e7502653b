import { Hono } from 'hono';
import { albumPicture } from '../../domain/company-album';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';

/**
 * GET /company/album/{scene}-{palette}.svg: a picture of the seeded companies' albums
 * (server/domain/company-album.ts). Public like the company page; a name it does not know is 404.
 */
export function companyAlbumRoutes() {
  return new Hono<AppEnv>().get('/album/:file', (c) => {
    const picture = albumPicture(c.req.param('file'));
    if (!picture) throw AppError.notFound('Photo');
    return c.body(picture, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Drawn from code: a name's picture changes only with a release.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the picture may not run or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}

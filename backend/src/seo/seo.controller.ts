import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { loadServerRender } from '../spa/server-render.js';

/** Routes answered at the site root rather than under /api. */
export const SITE_ROOT_ROUTES = ['sitemap.xml', 'robots.txt'];

/** Pages that belong to one customer or to the agency's staff. */
export const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/link',
  '/booking',
  '/prenotazione',
  '/la-mia-prenotazione',
  '/lista-attesa',
  '/payment-custom',
  '/bank-transfer-',
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(baseUrl: string, pagePaths: readonly string[], tripSlugs: string[]): string {
  const urls = [...pagePaths, ...tripSlugs.map((slug) => `/travel/${slug}`)];
  const entries = urls.map((p) => `  <url><loc>${escapeXml(`${baseUrl}${p}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Served at the site root (outside /api), built from the catalogue. */
@ApiExcludeController()
@Controller()
export class SeoController {
  private readonly logger = new Logger(SeoController.name);

  constructor(
    private readonly catalogue: CatalogueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  async getSitemap(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const trips = await this.catalogue.summaries();
    void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return sitemapXml(
      this.config.publicBaseUrl,
      await this.pagePaths(),
      trips.map((t) => t.slug),
    );
  }

  /**
   * The public pages are the frontend's: its server render lists their own addresses (an
   * alias such as /privacy is not one). Without that build only the home page is known.
   */
  private async pagePaths(): Promise<readonly string[]> {
    const serverRender = await loadServerRender(this.config.frontendServerDir);
    if (!serverRender)
      this.logger.warn(
        `${this.config.frontendServerDir} is not built: the sitemap lists the home page and the trips only`,
      );
    return serverRender?.indexedPagePaths ?? ['/'];
  }

  @Get('robots.txt')
  getRobots(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(this.config.publicBaseUrl);
  }
}

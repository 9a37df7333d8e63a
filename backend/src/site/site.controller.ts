import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedJson } from '../common/cached-json.js';
import { SiteSettingsDto } from './dto/site-settings.dto.js';
import { SiteService } from './site.service.js';

@ApiTags('site')
@Controller('v1/site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get()
  @ApiOperation({ summary: "The agency's facts: contacts, hours, claims, reviews, staff, SEO defaults" })
  @ApiOkResponse({ type: SiteSettingsDto })
  async getSiteSettings(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendCachedJson(request, reply, await this.site.settingsJson());
  }
}

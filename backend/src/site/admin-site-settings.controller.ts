import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { AdminSiteSettingsService } from './admin-site-settings.service.js';
import { AdminSiteSettingsDto, SiteSettingsUpdateDto } from './dto/admin-site-settings.dto.js';
import { SITE_SETTINGS_BODY_LIMIT_BYTES } from './dto/site-settings.dto.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/site-settings')
export class AdminSiteSettingsController {
  constructor(private readonly siteSettings: AdminSiteSettingsService) {}

  @Get()
  @ApiOperation({ summary: "The agency's facts the public site shows, with the version a change must name" })
  @ApiOkResponse({ type: AdminSiteSettingsDto })
  getAdminSiteSettings(): Promise<AdminSiteSettingsDto> {
    return this.siteSettings.getSiteSettings();
  }

  @Put()
  @BodyLimit(SITE_SETTINGS_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'Replaces the whole set of facts, if nobody saved since the version read; this replica shows them at once, the others within a minute',
  })
  @ApiOkResponse({ type: AdminSiteSettingsDto, description: 'The saved settings and their new version' })
  @ApiErrors({
    400: 'VALIDATION_FAILED, with the fields as settings.<path>',
    409: 'SITE_SETTINGS_CHANGED: someone else saved in between',
  })
  updateSiteSettings(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: SiteSettingsUpdateDto,
  ): Promise<AdminSiteSettingsDto> {
    return this.siteSettings.updateSiteSettings(admin, body.version, body.settings);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin, OwnerOperation } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { idParam } from '../common/id-param.pipe.js';
import { BodyLimit } from '../common/validation.js';
import { PARTNER_BODY_LIMIT_BYTES, PartnerCreateDto } from './dto/partner-create.dto.js';
import { KEY_BODY_LIMIT_BYTES, PartnerKeyCreateDto } from './dto/partner-key-create.dto.js';
import { PartnerCreatedDto, PartnerDto, PartnerKeyCreatedDto } from './dto/partner.dto.js';
import { PartnersService } from './partners.service.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/partners')
export class AdminPartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Get()
  @ApiOperation({ summary: 'The partner agencies by name, each with its keys (never the keys themselves)' })
  @ApiOkResponse({ type: [PartnerDto] })
  listPartners(): Promise<PartnerDto[]> {
    return this.partners.listPartners();
  }

  @OwnerOperation()
  @Post()
  @HttpCode(201)
  @BodyLimit(PARTNER_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'Adds a partner agency with its commission; it can call the partner API once it has a key' })
  @ApiCreatedResponse({ type: PartnerCreatedDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED: name, e-mail or commission (0 to 30 percent) missing or wrong' })
  createPartner(@CurrentAdmin() admin: AdminPrincipal, @Body() body: PartnerCreateDto): Promise<PartnerCreatedDto> {
    return this.partners.createPartner(admin, body);
  }

  @OwnerOperation()
  @Post(':id/api-keys')
  @HttpCode(201)
  @BodyLimit(KEY_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'Makes an API key for the partner, answered whole this once; with replaces, a rotation: the old key keeps working for overlapHours, then stops',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'The partner' })
  // Every field is optional: without a body the key has no expiry and replaces nothing.
  @ApiBody({ type: PartnerKeyCreateDto, required: false })
  @ApiCreatedResponse({ type: PartnerKeyCreatedDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED: expiry not in the future, overlap without replaces or out of 0-168 hours',
    404: 'PARTNER_NOT_FOUND, or PARTNER_KEY_NOT_FOUND: the key to replace is not one of this partner',
    409: 'PARTNER_KEY_INACTIVE: the key to replace is revoked, expired or replaced already',
  })
  createPartnerApiKey(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'PARTNER_NOT_FOUND' })) id: string,
    @Body() body: PartnerKeyCreateDto,
  ): Promise<PartnerKeyCreatedDto> {
    return this.partners.createKey(admin, id, body);
  }

  @OwnerOperation({ stepUp: false })
  @Delete(':id/api-keys/:keyId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revokes a key: refused from the next request on, on every replica' })
  @ApiParam({ name: 'id', format: 'uuid', description: 'The partner' })
  @ApiParam({ name: 'keyId', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Revoked, now or before' })
  @ApiErrors({ 404: 'PARTNER_KEY_NOT_FOUND: the partner has no such key' })
  async revokePartnerApiKey(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'PARTNER_KEY_NOT_FOUND' })) id: string,
    @Param('keyId', idParam({ code: 'PARTNER_KEY_NOT_FOUND' })) keyId: string,
  ): Promise<void> {
    await this.partners.revokeKey(admin, id, keyId);
  }
}

import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin, OwnerOperation } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { ActiveIbanUpdateDto } from './dto/active-iban-update.dto.js';
import { IBAN_BODY_LIMIT_BYTES, IbanCreateDto } from './dto/iban-create.dto.js';
import { IbanUpdateDto } from './dto/iban-update.dto.js';
import { ActiveIbanDto, IbanDto } from './dto/iban.dto.js';
import { IbansService } from './ibans.service.js';
import { idParam } from '../common/id-param.pipe.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin')
export class IbansController {
  constructor(private readonly ibans: IbansService) {}

  @Get('ibans')
  @ApiOperation({ summary: 'The saved IBANs, the most recently used first, each with its number of booking links' })
  @ApiOkResponse({ type: [IbanDto] })
  listIbans(): Promise<IbanDto[]> {
    return this.ibans.listIbans();
  }

  @OwnerOperation()
  @Post('ibans')
  @HttpCode(201)
  @BodyLimit(IBAN_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'Saves a bank account, checked against the ISO 13616 check digits' })
  @ApiCreatedResponse({ type: IbanDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED (holder and IBAN required) or INVALID_IBAN', 409: 'IBAN_ALREADY_EXISTS' })
  createIban(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IbanCreateDto): Promise<IbanDto> {
    return this.ibans.createIban(admin, body);
  }

  @OwnerOperation()
  @Patch('ibans/:id')
  @BodyLimit(IBAN_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'Deactivates an IBAN (no longer offered for new links) or reactivates it' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: IbanDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'IBAN_NOT_FOUND',
    409: 'ACTIVE_IBAN_DEACTIVATION: the system IBAN is deactivated only after another one replaces it',
  })
  updateIban(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam()) id: string,
    @Body() body: IbanUpdateDto,
  ): Promise<IbanDto> {
    return this.ibans.updateIban(admin, id, body.isActive);
  }

  @Get('active-iban')
  @ApiOperation({ summary: "The system IBAN, which the checkout's booking links use" })
  @ApiOkResponse({ type: ActiveIbanDto })
  getActiveIban(): Promise<ActiveIbanDto> {
    return this.ibans.getActiveIban();
  }

  @OwnerOperation()
  @Put('active-iban')
  @BodyLimit(IBAN_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'Makes another IBAN the system one, in one transaction' })
  @ApiOkResponse({ type: IbanDto, description: 'The new system IBAN' })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'IBAN_NOT_FOUND', 409: 'IBAN_ALREADY_ACTIVE or IBAN_INACTIVE' })
  switchActiveIban(@CurrentAdmin() admin: AdminPrincipal, @Body() body: ActiveIbanUpdateDto): Promise<IbanDto> {
    return this.ibans.switchActiveIban(admin, body.ibanId);
  }
}

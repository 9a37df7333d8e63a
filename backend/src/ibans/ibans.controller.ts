import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin, OwnerOperation } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { ActiveIbanUpdateDto } from './dto/active-iban-update.dto.js';
import { IBAN_BODY_LIMIT_BYTES, IbanCreateDto } from './dto/iban-create.dto.js';
import { IbanUpdateDto } from './dto/iban-update.dto.js';
import { ActiveIbanDto, IbanDto, IbanSwitchAcceptedDto, IbanSwitchDto } from './dto/iban.dto.js';
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
  @ApiOperation({
    summary:
      "Saves a bank account, checked against the ISO 13616 check digits. The agency's first IBAN is usable at once; a later one is pending (no links, not the system IBAN) until another owner approves it, or 24 hours with a single owner, and every owner is e-mailed",
  })
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

  @OwnerOperation()
  @Post('ibans/:id/approve')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({
    summary: 'Another owner, one already before the IBAN was added, approves a pending IBAN: links may use it now',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: IbanDto })
  @ApiErrors({
    403: 'SAME_OWNER: the owner who added it cannot approve; OWNER_TOO_RECENT: an owner made after it was added cannot',
    404: 'IBAN_NOT_FOUND',
    409: 'IBAN_NOT_PENDING: approved already',
  })
  approveIban(@CurrentAdmin() admin: AdminPrincipal, @Param('id', idParam()) id: string): Promise<IbanDto> {
    return this.ibans.approveIban(admin, id);
  }

  @OwnerOperation({ stepUp: false })
  @Post('ibans/:id/cancel')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'Any owner refuses a pending IBAN: it is offered for nothing and no longer listed' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: IbanDto, description: "The IBAN, its approval 'cancelled'" })
  @ApiErrors({ 404: 'IBAN_NOT_FOUND', 409: 'IBAN_NOT_PENDING: approved already' })
  cancelIban(@CurrentAdmin() admin: AdminPrincipal, @Param('id', idParam()) id: string): Promise<IbanDto> {
    return this.ibans.cancelIban(admin, id);
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
  @ApiOperation({
    summary:
      "Asks for another system IBAN: the first one, and the one replacing the demo account of a development start, apply at once (200); later ones wait (202) for another owner's approval, or 24 hours with a single owner",
  })
  @ApiOkResponse({ type: IbanDto, description: 'The new system IBAN (there was none before, or the demo account)' })
  @ApiAcceptedResponse({
    type: IbanSwitchAcceptedDto,
    description: 'The switch waits; the system IBAN has not changed',
  })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'IBAN_NOT_FOUND',
    409: 'IBAN_ALREADY_ACTIVE, IBAN_INACTIVE, IBAN_PENDING_APPROVAL (the IBAN itself waits) or IBAN_SWITCH_PENDING (another switch waits)',
  })
  async switchActiveIban(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: ActiveIbanUpdateDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<IbanDto | IbanSwitchAcceptedDto> {
    const outcome = await this.ibans.requestSwitch(admin, body.ibanId);
    if ('applied' in outcome) return outcome.applied;
    void reply.status(202);
    return { switch: outcome.pending };
  }

  @OwnerOperation()
  @Post('active-iban/switches/:id/approve')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({
    summary:
      'Another owner, one already before the switch was asked, approves a waiting switch: the IBAN becomes the system one now',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: IbanDto, description: 'The new system IBAN' })
  @ApiErrors({
    403: 'SAME_OWNER: the owner who asked cannot approve; OWNER_TOO_RECENT: an owner made after the request cannot',
    404: 'IBAN_SWITCH_NOT_FOUND: no such switch waiting',
    409: 'IBAN_INACTIVE: the IBAN was deactivated meanwhile',
  })
  approveIbanSwitch(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'IBAN_SWITCH_NOT_FOUND' })) id: string,
  ): Promise<IbanDto> {
    return this.ibans.approveSwitch(admin, id);
  }

  @OwnerOperation({ stepUp: false })
  @Post('active-iban/switches/:id/cancel')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'Any owner stops a waiting switch; the system IBAN stays as it is' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: IbanSwitchDto })
  @ApiErrors({ 404: 'IBAN_SWITCH_NOT_FOUND: no such switch waiting' })
  cancelIbanSwitch(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'IBAN_SWITCH_NOT_FOUND' })) id: string,
  ): Promise<IbanSwitchDto> {
    return this.ibans.cancelSwitch(admin, id);
  }
}

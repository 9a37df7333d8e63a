import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { WHATSAPP_HANDOFF_BODY_LIMIT_BYTES, WhatsappHandoffCreateDto } from './dto/whatsapp-handoff-create.dto.js';
import { WhatsappHandoffDto } from './dto/whatsapp-handoff.dto.js';
import { WhatsappService } from './whatsapp.service.js';
import { idParam } from '../common/id-param.pipe.js';

/** The id of a hand-off, refused as the API's validation errors are: in Italian, naming the field. */
@ApiTags('whatsapp')
@Controller('v1/whatsapp-handoffs')
export class WhatsappController {
  constructor(private readonly whatsapp: WhatsappService) {}

  @Post()
  @HttpCode(201)
  @BodyLimit(WHATSAPP_HANDOFF_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'A visitor continues on WhatsApp: the next consultant in rotation, the click recorded, the prefilled link',
  })
  @ApiCreatedResponse({ type: WhatsappHandoffDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'TRIP_NOT_FOUND or DEPARTURE_NOT_FOUND', 429: 'WHATSAPP_RATE_LIMITED' })
  createWhatsappHandoff(
    @Body() body: WhatsappHandoffCreateDto,
    @Req() request: FastifyRequest,
  ): Promise<WhatsappHandoffDto> {
    return this.whatsapp.createWhatsappHandoff(body, request);
  }

  @Post(':id/popup-blocked')
  @HttpCode(204)
  @BodyLimit(WHATSAPP_HANDOFF_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'The browser blocked the window the WhatsApp link opens in: counted with the click' })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiErrors({ 400: 'VALIDATION_FAILED: not a UUID', 404: 'WHATSAPP_HANDOFF_NOT_FOUND', 429: 'WHATSAPP_RATE_LIMITED' })
  recordWhatsappPopupBlocked(
    @Param('id', idParam({ message: 'Il collegamento alla richiesta WhatsApp non è valido.' })) id: string,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    return this.whatsapp.recordPopupBlocked(id, request);
  }
}

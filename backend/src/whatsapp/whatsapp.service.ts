import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { WhatsappHandoffCreateDto } from './dto/whatsapp-handoff-create.dto.js';
import type { WhatsappHandoffDto } from './dto/whatsapp-handoff.dto.js';

@Injectable()
export class WhatsappService {
  createWhatsappHandoff(_dto: WhatsappHandoffCreateDto, _request: FastifyRequest): Promise<WhatsappHandoffDto> {
    throw new Error('not built yet');
  }

  recordPopupBlocked(_id: string, _request: FastifyRequest): Promise<void> {
    throw new Error('not built yet');
  }
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { ContactService } from './contact.service.js';
import { CONTACT_BODY_LIMIT_BYTES, ContactRequestCreateDto } from './dto/contact-request-create.dto.js';
import { ContactRequestCreatedDto } from './dto/contact-request-created.dto.js';

@ApiTags('contact')
@Controller('v1/contact-requests')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @BodyLimit(CONTACT_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'A visitor writes to the agency (the contact form)' })
  @ApiCreatedResponse({ type: ContactRequestCreatedDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED with the Italian message of the first field to fix',
    429: 'CONTACT_RATE_LIMITED',
  })
  createContactRequest(
    @Body() body: ContactRequestCreateDto,
    @Req() request: FastifyRequest,
  ): Promise<ContactRequestCreatedDto> {
    return this.contact.createContactRequest(body, request.ip);
  }
}

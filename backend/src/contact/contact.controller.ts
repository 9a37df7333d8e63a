import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/error-response.dto.js';
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
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED with the Italian message of the first field to fix',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'PAYLOAD_TOO_LARGE: a body over 32 KB' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'CONTACT_RATE_LIMITED' })
  createContactRequest(
    @Body() body: ContactRequestCreateDto,
    @Req() request: FastifyRequest,
  ): Promise<ContactRequestCreatedDto> {
    return this.contact.createContactRequest(body, request.ip);
  }
}

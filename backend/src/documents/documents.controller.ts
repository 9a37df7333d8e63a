import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BOOKING_LIMITS } from '../bookings/bookings.service.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { ClientRateLimit } from '../common/client-rate-limit.guard.js';
import { idParam } from '../common/id-param.pipe.js';
import { NoStore } from '../common/no-store.interceptor.js';
import { BookingDocumentsService, type PdfFile } from './booking-documents.service.js';

const BOOKING_ID_PARAM = { name: 'id', format: 'uuid', description: "The booking's id" };
const BookingIdPipe = idParam({ code: 'INVALID_BOOKING_ID' });

function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-sha256', file.sha256)
    .send(file.content);
}

@ApiTags('bookings')
@NoStore()
@Controller('v1/bookings/:id/documents')
export class DocumentsController {
  constructor(private readonly documents: BookingDocumentsService) {}

  @Get('information.pdf')
  @ClientRateLimit(BOOKING_LIMITS.read)
  @ApiOperation({
    summary:
      'The standard information form and the pre-contract information of this booking, as shown before it was made (PDF)',
  })
  @ApiParam(BOOKING_ID_PARAM)
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 200, description: 'The PDF, the same bytes at every download; never cached' })
  @ApiErrors({ 400: 'INVALID_BOOKING_ID', 404: 'BOOKING_NOT_FOUND', 429: 'BOOKING_RATE_LIMITED' })
  async informationPdf(@Param('id', BookingIdPipe) id: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendPdf(reply, await this.documents.informationPdf(id));
  }

  @Get('confirmation.pdf')
  @ClientRateLimit(BOOKING_LIMITS.read)
  @ApiOperation({
    summary: 'The booking confirmation with the contract terms, once a payment is recorded (PDF)',
  })
  @ApiParam(BOOKING_ID_PARAM)
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 200, description: 'The PDF for the payments recorded so far; never cached' })
  @ApiErrors({
    400: 'INVALID_BOOKING_ID',
    404: 'BOOKING_NOT_FOUND',
    409: 'BOOKING_NOT_CONFIRMED: no payment recorded yet',
    429: 'BOOKING_RATE_LIMITED',
  })
  async confirmationPdf(@Param('id', BookingIdPipe) id: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendPdf(reply, await this.documents.confirmationPdf(id));
  }
}

import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOperation } from '../auth/admin-operation.decorator.js';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { AppError } from '../common/app-error.js';
import { ClientRateLimit } from '../common/client-rate-limit.guard.js';
import type { ClientLimit } from '../common/client-rate-limit.js';
import { idParam } from '../common/id-param.pipe.js';
import { NoStore } from '../common/no-store.interceptor.js';
import { readSingleUpload } from '../common/upload.js';
import { TransferReceiptDto } from './dto/transfer-receipt.dto.js';
import { RECEIPT_EXTENSIONS } from './receipt-type.js';
import { RECEIPT_MAX_BYTES } from './transfer-receipt.entity.js';
import { TransferReceiptsService } from './transfer-receipts.service.js';

/** A family sending a photo again, not a script filling the database: 10 uploads per client per 10 minutes. */
export const RECEIPT_UPLOAD_LIMIT = {
  purpose: 'booking.receipt',
  limit: 10,
  windowMs: 10 * 60_000,
  error: 'BOOKING_RATE_LIMITED',
} as const satisfies ClientLimit;

const BookingIdPipe = idParam({ code: 'INVALID_BOOKING_ID' });

@ApiTags('online booking')
@NoStore()
@Controller('v1')
export class TransferReceiptsController {
  constructor(
    private readonly receipts: TransferReceiptsService,
    private readonly bookings: BookingsRepository,
  ) {}

  @Post('bookings/:id/transfer-receipt')
  @HttpCode(201)
  @ClientRateLimit(RECEIPT_UPLOAD_LIMIT)
  @ApiOperation({ summary: "The customer's transfer receipt (PDF, JPEG or PNG, at most 5 MB), kept with the booking" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        // A binary string's length is its size in bytes.
        file: {
          type: 'string',
          format: 'binary',
          maxLength: RECEIPT_MAX_BYTES,
          description: 'PDF, JPEG or PNG, at most 5 MB',
        },
      },
    },
  })
  @ApiCreatedResponse({ type: TransferReceiptDto })
  @ApiErrors({
    400: 'RECEIPT_FILE_MISSING or INVALID_BOOKING_ID',
    404: 'BOOKING_NOT_FOUND',
    409: 'BOOKING_NOT_PENDING: expired or cancelled',
    413: 'RECEIPT_TOO_LARGE: over 5 MB',
    415: 'RECEIPT_TYPE_UNSUPPORTED: not a PDF, JPEG or PNG by its content',
    429: 'BOOKING_RATE_LIMITED',
  })
  async uploadTransferReceipt(
    @Param('id', BookingIdPipe) id: string,
    @Req() request: FastifyRequest,
  ): Promise<TransferReceiptDto> {
    const upload = await readSingleUpload(request, {
      maxBytes: RECEIPT_MAX_BYTES,
      missing: 'RECEIPT_FILE_MISSING',
      tooLarge: 'RECEIPT_TOO_LARGE',
    });
    const receipt = await this.receipts.upload(id, upload.bytes);
    return { ...receipt, uploadedAt: receipt.uploadedAt.toISOString() };
  }

  @Get('admin/bookings/:id/transfer-receipt')
  @AdminOperation()
  @ApiTags('admin')
  @ApiOperation({ summary: "The customer's transfer receipt, as a download (never shown inline)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces(...Object.keys(RECEIPT_EXTENSIONS))
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors({ 400: 'INVALID_BOOKING_ID', 404: 'RECEIPT_NOT_FOUND' })
  async downloadTransferReceipt(
    @Param('id', BookingIdPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const receipt = await this.receipts.download(id);
    const reference = await this.bookings.findReference(id);
    if (!reference) throw new AppError('RECEIPT_NOT_FOUND');
    const name = `ricevuta-bonifico-${reference.replace(/\D/g, '')}.${RECEIPT_EXTENSIONS[receipt.mediaType]}`;
    // Set here rather than by decorator: a refusal goes out as the API's JSON error.
    void reply.header('content-type', receipt.mediaType);
    void reply.header('content-disposition', `attachment; filename="${name}"`);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('content-security-policy', "default-src 'none'; sandbox");
    return receipt.content;
  }
}

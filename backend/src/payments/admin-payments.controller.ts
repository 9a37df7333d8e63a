import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AdminBookingsService } from '../bookings/admin-bookings.service.js';
import {
  AdminBookingDetailDto,
  BOOKING_PAYMENT_BODY_LIMIT_BYTES,
  BookingPaymentConfirmDto,
} from '../bookings/dto/admin-booking.dto.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { AppError } from '../common/app-error.js';
import { idParam } from '../common/id-param.pipe.js';
import { BodyLimit } from '../common/validation.js';
import type { EntryRow, StatementSummary } from './bank-statements.repository.js';
import { BankStatementsService } from './bank-statements.service.js';
import {
  BankStatementDto,
  BankStatementEntryDto,
  STATEMENT_MAX_BYTES,
  StatementEntryAssignDto,
  StatementEntryDismissDto,
  StatementImportDto,
} from './dto/bank-statement.dto.js';
import { StatementLayoutDto } from './dto/statement-layout.dto.js';
import { PaymentsService } from './payments.service.js';
import { StatementLayoutsRepository } from './statement-layouts.repository.js';
import { readSingleUpload } from '../common/upload.js';

const toStatementDto = (row: StatementSummary): BankStatementDto => ({
  id: row.id,
  format: row.format,
  fileName: row.fileName,
  accountIban: row.accountIban,
  entries: row.entries,
  credits: row.credits,
  matched: row.matched,
  review: row.review,
  duplicates: row.duplicates,
  importedAt: row.importedAt.toISOString(),
});

const toEntryDto = (row: EntryRow): BankStatementEntryDto => ({
  id: row.id,
  statementId: row.statementId,
  bookedOn: row.bookedOn,
  amountCents: row.amountCents,
  currency: row.currency,
  direction: row.direction,
  debtorName: row.debtorName,
  debtorIban: row.debtorIban,
  remittance: row.remittance,
  status: row.status,
  reason: row.reasonText,
  reasonCode: row.reason,
  bookingId: row.bookingId,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

const ENTRY_ID = idParam({ code: 'STATEMENT_ENTRY_NOT_FOUND' });

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin')
export class AdminPaymentsController {
  constructor(
    private readonly statements: BankStatementsService,
    private readonly payments: PaymentsService,
    private readonly adminBookings: AdminBookingsService,
    private readonly layouts: StatementLayoutsRepository,
  ) {}

  @Post('bank-statements')
  @ApiOperation({
    summary:
      'Imports a bank statement (camt.053, also CBI-wrapped; camt.054; CSV): credits naming a booking and paying exactly what it asks are applied, the rest waits for review',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        account: {
          type: 'string',
          format: 'uuid',
          maxLength: 36,
          description: 'The bank account (saved IBAN) whose CSV column layout reads the file; sent before the file',
        },
        // A binary string's length is its size in bytes.
        file: { type: 'string', format: 'binary', maxLength: STATEMENT_MAX_BYTES, description: 'At most 10 MB' },
      },
    },
  })
  @ApiCreatedResponse({ type: StatementImportDto })
  @ApiOkResponse({ type: StatementImportDto, description: 'The same file imported before: nothing applied again' })
  @ApiErrors({
    400: 'STATEMENT_UNREADABLE (the message says where) or STATEMENT_FILE_MISSING',
    404: 'IBAN_NOT_FOUND: the account given is unknown',
    413: 'STATEMENT_TOO_LARGE: over 10 MB',
  })
  async importBankStatement(
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StatementImportDto> {
    const upload = await readSingleUpload(request, {
      maxBytes: STATEMENT_MAX_BYTES,
      missing: 'STATEMENT_FILE_MISSING',
      tooLarge: 'STATEMENT_TOO_LARGE',
    });
    const account = upload.fields.account?.trim() || undefined;
    if (account !== undefined && !isUUID(account)) throw new AppError('IBAN_NOT_FOUND');
    const imported = await this.statements.importStatement(admin, upload, account);
    void reply.status(imported.status);
    const {
      fileName: _fileName,
      accountIban: _accountIban,
      importedAt: _importedAt,
      ...counts
    } = toStatementDto(imported.statement);
    return counts;
  }

  @Get('bank-statements')
  @ApiOperation({ summary: 'The statements imported, newest first' })
  @ApiOkResponse({ type: [BankStatementDto] })
  async listBankStatements(): Promise<BankStatementDto[]> {
    return (await this.statements.listStatements()).map(toStatementDto);
  }

  @Get('bank-statements/:id/entries')
  @ApiOperation({ summary: "A statement's movements in file order, with what became of each" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: [BankStatementEntryDto] })
  @ApiErrors({ 404: 'BANK_STATEMENT_NOT_FOUND' })
  async listBankStatementEntries(
    @Param('id', idParam({ code: 'BANK_STATEMENT_NOT_FOUND' })) id: string,
  ): Promise<BankStatementEntryDto[]> {
    return (await this.statements.listEntries(id)).map(toEntryDto);
  }

  @Get('bank-statement-entries/review')
  @ApiOperation({ summary: 'The review queue: credits waiting for staff, oldest first' })
  @ApiOkResponse({ type: [BankStatementEntryDto] })
  async listReviewEntries(): Promise<BankStatementEntryDto[]> {
    return (await this.statements.listReview()).map(toEntryDto);
  }

  @Post('bank-statement-entries/:id/assign')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'The entry pays this booking (an expired one comes back if its seats are still free)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: BankStatementEntryDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'STATEMENT_ENTRY_NOT_FOUND or BOOKING_NOT_FOUND',
    409: 'STATEMENT_ENTRY_DECIDED, or BOOKING_SEATS_GONE: the booking ended and its seats were sold (a refund is due)',
  })
  async assignStatementEntry(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', ENTRY_ID) id: string,
    @Body() body: StatementEntryAssignDto,
  ): Promise<BankStatementEntryDto> {
    return toEntryDto(await this.statements.assign(admin, id, body.bookingId));
  }

  @Post('bank-statement-entries/:id/dismiss')
  @HttpCode(200)
  @BodyLimit(2048)
  @ApiOperation({
    summary: 'Sets a review entry aside, with the reason kept (a refund made, money that is no booking’s)',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: BankStatementEntryDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'STATEMENT_ENTRY_NOT_FOUND', 409: 'STATEMENT_ENTRY_DECIDED' })
  // API.md gives the route no body: the reason is kept when sent.
  @ApiBody({ type: StatementEntryDismissDto, required: false })
  async dismissStatementEntry(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', ENTRY_ID) id: string,
    @Body() body: StatementEntryDismissDto,
  ): Promise<BankStatementEntryDto> {
    return toEntryDto(await this.statements.dismiss(admin, id, body?.reason?.trim() ?? null));
  }

  @Get('ibans/:id/statement-layout')
  @ApiOperation({ summary: "The column layout this bank account's CSV exports are read with" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: StatementLayoutDto })
  @ApiErrors({ 404: 'STATEMENT_LAYOUT_NOT_FOUND: none saved, the built-in column names are used' })
  async getStatementLayout(
    @Param('id', idParam({ code: 'STATEMENT_LAYOUT_NOT_FOUND' })) id: string,
  ): Promise<StatementLayoutDto> {
    const saved = await this.layouts.find(id);
    if (!saved) throw new AppError('STATEMENT_LAYOUT_NOT_FOUND');
    return saved.layout;
  }

  @Put('ibans/:id/statement-layout')
  @BodyLimit(4096)
  @ApiOperation({ summary: "Saves which columns of this bank account's CSV exports hold what, by their header names" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: StatementLayoutDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED', 404: 'IBAN_NOT_FOUND' })
  async saveStatementLayout(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'IBAN_NOT_FOUND' })) id: string,
    @Body() body: StatementLayoutDto,
  ): Promise<StatementLayoutDto> {
    return this.statements.saveLayout(admin, id, body);
  }

  @Post('bookings/:id/confirm-payment')
  @HttpCode(200)
  @BodyLimit(BOOKING_PAYMENT_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'Records money received outside a statement: the deposit, everything left, or without a body what the booking asks for now; the booking becomes confirmed',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminBookingDetailDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED or INVALID_BOOKING_ID',
    404: 'BOOKING_NOT_FOUND',
    409: 'BOOKING_NOT_CONFIRMABLE: expired, cancelled or already paid in full',
  })
  // Optional, as API.md says: without a body the amount the booking asks for now is recorded.
  @ApiBody({ type: BookingPaymentConfirmDto, required: false })
  async confirmBookingPayment(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'INVALID_BOOKING_ID' })) id: string,
    @Body() body: BookingPaymentConfirmDto,
  ): Promise<AdminBookingDetailDto> {
    await this.payments.recordManual(admin, id, body?.payment);
    return this.adminBookings.getBooking(id);
  }
}

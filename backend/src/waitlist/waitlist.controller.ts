import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { CapabilityTokenParam } from '../common/capability-url.decorator.js';
import type { ClientLimit } from '../common/client-rate-limit.js';
import { ClientRateLimit } from '../common/client-rate-limit.guard.js';
import { idParam } from '../common/id-param.pipe.js';
import { NoStore } from '../common/no-store.interceptor.js';
import { BodyLimit } from '../common/validation.js';
import {
  WAITLIST_BODY_LIMIT_BYTES,
  WaitlistEntryPageDto,
  WaitlistJoinDto,
  WaitlistJoinedDto,
} from './dto/waitlist.dto.js';
import { WaitlistService } from './waitlist.service.js';

const WINDOW_MS = 10 * 60_000;

/**
 * Joining is a public write that sends an e-mail: five a client per ten minutes serve a family
 * trying a few dates, not a stranger filling the lists. Opening the personal page is limited
 * like a booking's page, so its tokens cannot be guessed at speed.
 */
export const WAITLIST_LIMITS = {
  join: { purpose: 'waitlist.join', limit: 5, windowMs: WINDOW_MS, error: 'WAITLIST_RATE_LIMITED' },
  page: { purpose: 'waitlist.page', limit: 60, windowMs: WINDOW_MS, error: 'WAITLIST_RATE_LIMITED' },
} as const satisfies Record<string, ClientLimit>;

const WaitlistTokenParam = () => CapabilityTokenParam('The private token of the personal link (32 characters)', 32);

@ApiTags('waiting list')
@NoStore()
@Controller('v1')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post('departures/:id/waitlist')
  @HttpCode(201)
  @ClientRateLimit(WAITLIST_LIMITS.join)
  @BodyLimit(WAITLIST_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      "'Avvisami se si libera un posto': a visitor waits for seats on a sold-out departure; a message asks to confirm the address",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiCreatedResponse({ type: WaitlistJoinedDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED (also for an id that is no UUID)',
    404: 'DEPARTURE_NOT_FOUND: no such departure on sale',
    409: 'SEATS_AVAILABLE: it can be booked now',
    429: 'WAITLIST_RATE_LIMITED',
  })
  joinWaitlist(
    @Param('id', idParam({ message: 'La partenza indicata non esiste.' })) id: string,
    @Body() body: WaitlistJoinDto,
  ): Promise<WaitlistJoinedDto> {
    return this.waitlist.join(id, body);
  }

  @Get('waitlist/:token')
  @ClientRateLimit(WAITLIST_LIMITS.page)
  @ApiOperation({ summary: "A visitor's place on a waiting list, and the seats held for them when offered" })
  @WaitlistTokenParam()
  @ApiOkResponse({ type: WaitlistEntryPageDto, description: 'Never cached' })
  @ApiErrors({ 404: 'WAITLIST_ENTRY_NOT_FOUND', 429: 'WAITLIST_RATE_LIMITED' })
  getWaitlistEntry(@Param('token') token: string): Promise<WaitlistEntryPageDto> {
    return this.waitlist.page(token);
  }

  @Post('waitlist/:token/confirm')
  @HttpCode(200)
  @ClientRateLimit(WAITLIST_LIMITS.page)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'The visitor confirms the address: the entry takes its place in line' })
  @WaitlistTokenParam()
  @ApiOkResponse({ type: WaitlistEntryPageDto })
  @ApiErrors({ 404: 'WAITLIST_ENTRY_NOT_FOUND', 429: 'WAITLIST_RATE_LIMITED' })
  confirmWaitlistEntry(@Param('token') token: string): Promise<WaitlistEntryPageDto> {
    return this.waitlist.confirm(token);
  }

  @Post('waitlist/:token/leave')
  @HttpCode(200)
  @ClientRateLimit(WAITLIST_LIMITS.page)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'The visitor leaves the waiting list; seats held for them go to the next in line' })
  @WaitlistTokenParam()
  @ApiOkResponse({ type: WaitlistEntryPageDto })
  @ApiErrors({ 404: 'WAITLIST_ENTRY_NOT_FOUND', 429: 'WAITLIST_RATE_LIMITED' })
  leaveWaitlist(@Param('token') token: string): Promise<WaitlistEntryPageDto> {
    return this.waitlist.leave(token);
  }
}

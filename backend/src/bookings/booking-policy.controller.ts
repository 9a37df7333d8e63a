import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PUBLISHED_BOOKING_POLICY } from './booking-policy.js';
import { BookingPolicyDto } from './dto/booking-policy.dto.js';

@ApiTags('online booking')
@Controller('v1/booking-policy')
export class BookingPolicyController {
  @Get()
  @ApiOperation({ summary: 'The booking rules as numbers: deposit, payment deadlines, child age, group size' })
  @ApiOkResponse({ type: BookingPolicyDto })
  getBookingPolicy(@Res({ passthrough: true }) reply: FastifyReply): BookingPolicyDto {
    // The same for everyone and changed only by a release.
    void reply.header('cache-control', 'public, max-age=300');
    return { ...PUBLISHED_BOOKING_POLICY };
  }
}

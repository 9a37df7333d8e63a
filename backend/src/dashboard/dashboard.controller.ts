import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOperation } from '../auth/admin-operation.decorator.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardDto } from './dto/dashboard.dto.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary:
      'The agency dashboard: seats of the next 30 departures, money expected and received by week for the next 13 weeks, bookings and WhatsApp hand-offs by week for the last 12',
  })
  @ApiOkResponse({ type: DashboardDto })
  getDashboard(): Promise<DashboardDto> {
    return this.dashboard.dashboard();
  }
}

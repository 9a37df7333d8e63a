import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AuditService } from '../audit/audit.service.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { AppError } from '../common/app-error.js';
import { idParam } from '../common/id-param.pipe.js';
import { BodyLimit } from '../common/validation.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { HoldAlertDto } from './dto/hold-alert.dto.js';
import { HoldAlertsRepository } from './hold-alerts.repository.js';

/** Alerts stay on the admin home this long unless someone looks at them first. */
const OPEN_ALERT_DAYS = 7;

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/hold-alerts')
export class AdminHoldAlertsController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly alerts: HoldAlertsRepository,
    private readonly departures: DeparturesRepository,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Bursts of unpaid holds staff have not looked at yet (last 7 days), latest first' })
  @ApiOkResponse({ type: [HoldAlertDto] })
  async listHoldAlerts(): Promise<HoldAlertDto[]> {
    const rows = await this.alerts.listOpen(OPEN_ALERT_DAYS);
    const departures = await this.departures.findFacts(rows.map((row) => row.departureId));
    return rows.flatMap((row) => {
      const departure = departures.get(row.departureId);
      // The alert goes with its departure (ON DELETE CASCADE): none is left without one.
      if (!departure) return [];
      return [
        {
          id: row.id,
          kind: row.kind,
          departureId: row.departureId,
          tripSlug: departure.tripSlug,
          tripTitle: departure.tripTitle,
          startDate: departure.startDate,
          occurrences: row.occurrences,
          unpaidSeats: row.unpaidSeats,
          spotsAvailable: departure.spotsAvailable,
          firstSeenAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        },
      ];
    });
  }

  @Post(':id/acknowledge')
  @HttpCode(204)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'Staff have seen the alert: it leaves the admin home' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiErrors({ 404: 'HOLD_ALERT_NOT_FOUND (or already acknowledged)' })
  async acknowledgeHoldAlert(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'HOLD_ALERT_NOT_FOUND' })) id: string,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.alerts.acknowledge(manager, id, admin.id))) throw new AppError('HOLD_ALERT_NOT_FOUND');
      await this.audit.record(manager, admin.id, 'hold_alert.acknowledged', id);
    });
  }
}

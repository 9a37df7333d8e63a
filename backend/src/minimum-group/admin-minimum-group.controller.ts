import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin } from '../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { idParam } from '../common/id-param.pipe.js';
import { BodyLimit } from '../common/validation.js';
import { AdminDepartureDto } from '../departures/dto/admin-departure.dto.js';
import { MinimumGroupDecisionDto } from './dto/minimum-group-decision.dto.js';
import { MinimumGroupService } from './minimum-group.service.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/departures')
export class AdminMinimumGroupController {
  constructor(private readonly minimumGroup: MinimumGroupService) {}

  @Get('minimum-group-decisions')
  @ApiOperation({
    summary:
      "Departures not yet left whose minimum-group deadline came with the minimum not reached: staff must run or cancel them ('Da decidere')",
  })
  @ApiOkResponse({ type: [AdminDepartureDto] })
  listMinimumGroupDecisions(): Promise<AdminDepartureDto[]> {
    return this.minimumGroup.listAwaiting();
  }

  @Post(':id/minimum-group-decision')
  @HttpCode(200)
  @BodyLimit(4 * 1024)
  @ApiOperation({
    summary:
      "Staff's decision on a departure short of its minimum group: run it, or cancel it with its live bookings (all paid to be refunded); every customer is told",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminDepartureDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED: no decision, or a note with run',
    404: 'DEPARTURE_NOT_FOUND',
    409: 'MINIMUM_GROUP_DECIDED: staff decided already; MINIMUM_GROUP_REACHED: the departure is guaranteed; DEPARTURE_STARTED: it leaves today or left',
  })
  decideMinimumGroup(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam()) id: string,
    @Body() body: MinimumGroupDecisionDto,
  ): Promise<AdminDepartureDto> {
    return this.minimumGroup.decide(admin, id, body);
  }
}

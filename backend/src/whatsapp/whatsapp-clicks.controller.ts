import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminOperation } from '../auth/admin-operation.decorator.js';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { WhatsappClickAdminDto, WhatsappClickListQueryDto } from './dto/whatsapp-click-admin.dto.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/whatsapp-clicks')
export class WhatsappClicksController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'The latest WhatsApp hand-offs, newest first' })
  @ApiOkResponse({ type: [WhatsappClickAdminDto] })
  @ApiErrors({ 400: 'VALIDATION_FAILED: limit out of range' })
  async listWhatsappClicks(@Query() query: WhatsappClickListQueryDto): Promise<WhatsappClickAdminDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT c.id, c.phone_number, c.trip_slug, to_char(d.start_date, 'YYYY-MM-DD') AS start_date,
              c.airport, c.travellers, c.clicked_at, c.popup_blocked_at IS NOT NULL AS popup_blocked
         FROM whatsapp_clicks c LEFT JOIN departures d ON d.id = c.departure_id
        ORDER BY c.clicked_at DESC, c.id DESC
        LIMIT $1`,
      [query.limit ?? 50],
    )) as {
      id: string;
      phone_number: string;
      trip_slug: string;
      start_date: string | null;
      airport: string | null;
      travellers: number | null;
      clicked_at: Date;
      popup_blocked: boolean;
    }[];
    return rows.map((row) => ({
      id: row.id,
      phoneNumber: row.phone_number,
      tripSlug: row.trip_slug,
      departureStartDate: row.start_date,
      airport: row.airport,
      travellers: row.travellers,
      clickedAt: row.clicked_at.toISOString(),
      popupBlocked: row.popup_blocked,
    }));
  }
}

import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { HealthResponseDto } from './health-response.dto.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOkResponse({ type: HealthResponseDto, description: 'The API and its database answer' })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'The database does not answer' })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponseDto> {
    void reply.header('cache-control', 'no-store');
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      void reply.status(503);
      return { status: 'unavailable', database: 'down' };
    }
  }
}

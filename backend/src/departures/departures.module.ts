import { Module } from '@nestjs/common';
import { DeparturesController } from './departures.controller.js';
import { DeparturesTopUpCron } from './departures.cron.js';
import { DeparturesService } from './departures.service.js';

@Module({
  controllers: [DeparturesController],
  providers: [DeparturesService, DeparturesTopUpCron],
  exports: [DeparturesService],
})
export class DeparturesModule {}

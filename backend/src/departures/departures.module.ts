import { Module } from '@nestjs/common';
import { DeparturesController } from './departures.controller.js';
import { DeparturesService } from './departures.service.js';

@Module({ controllers: [DeparturesController], providers: [DeparturesService], exports: [DeparturesService] })
export class DeparturesModule {}

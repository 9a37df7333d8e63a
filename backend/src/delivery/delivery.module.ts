import { Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';

/** The job queue every message goes through (job-queue.ts). */
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class DeliveryModule {}

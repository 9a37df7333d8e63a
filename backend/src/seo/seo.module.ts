import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { SeoController } from './seo.controller.js';

@Module({ imports: [CatalogueModule], controllers: [SeoController] })
export class SeoModule {}

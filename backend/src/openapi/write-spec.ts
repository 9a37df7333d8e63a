import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { SITE_ROOT_ROUTES } from '../seo/seo.controller.js';
import { AppModule } from '../app.module.js';
import { buildOpenApiDocument } from '../common/openapi.js';
import { loadConfig, REPO_ROOT } from '../config/app-config.js';

export const SPEC_FILE = path.join(REPO_ROOT, 'openapi/openapi.json');

/**
 * Writes the OpenAPI document without a port or a database: in preview mode Nest reads
 * the controllers' metadata and instantiates nothing. Usage: write-spec.js [output file]
 */
async function main(): Promise<void> {
  const output = path.resolve(process.argv[2] ?? SPEC_FILE);
  const config = loadConfig({ NODE_ENV: 'development' });
  const app = await NestFactory.create(AppModule.register(config, 'postgres://unused/unused'), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix('api', { exclude: SITE_ROOT_ROUTES });
  const document = buildOpenApiDocument(app);
  await fs.mkdir(path.dirname(output), { recursive: true });
  await fs.writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), output)}`);
}

await main();

import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { SITE_ROOT_ROUTES } from '../seo/seo.controller.js';
import { AppModule } from '../app.module.js';
import { buildOpenApiDocument } from '../common/openapi.js';
import { loadConfig, REPO_ROOT } from '../config/app-config.js';
import { buildPartnerOpenApiDocument } from '../partners/partner-openapi.js';

export const SPEC_FILE = path.join(REPO_ROOT, 'openapi/openapi.json');
export const PARTNER_SPEC_FILE = path.join(REPO_ROOT, 'openapi/partner-openapi.json');

/**
 * The committed partner document names no installation's address: a server URL relative to
 * where the document is read, which for partners is the agency's production site.
 */
const COMMITTED_PARTNER_SERVER = {
  url: '/',
  description: "The agency's production server, where this document is served (/api/partner/openapi.json)",
};

async function write(file: string, document: OpenAPIObject): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), file)}`);
}

/**
 * Writes the OpenAPI documents, the main one and the partners' one, without a port or a
 * database: in preview mode Nest reads the controllers' metadata and instantiates nothing.
 * Usage: write-spec.js [main document file] [partner document file]
 */
async function main(): Promise<void> {
  const output = path.resolve(process.argv[2] ?? SPEC_FILE);
  const partnerOutput = path.resolve(process.argv[3] ?? PARTNER_SPEC_FILE);
  const config = loadConfig({ NODE_ENV: 'development' });
  const app = await NestFactory.create(AppModule.register(config, 'postgres://unused/unused'), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix('api', { exclude: SITE_ROOT_ROUTES });
  await write(output, buildOpenApiDocument(app));
  await write(partnerOutput, buildPartnerOpenApiDocument(app, COMMITTED_PARTNER_SERVER));
  await app.close();
}

await main();

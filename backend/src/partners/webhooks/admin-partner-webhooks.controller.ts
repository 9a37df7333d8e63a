import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOperation, CurrentAdmin, OwnerOperation } from '../../auth/admin-operation.decorator.js';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { ApiErrors } from '../../common/api-errors.decorator.js';
import { idParam } from '../../common/id-param.pipe.js';
import { BodyLimit } from '../../common/validation.js';
import {
  WEBHOOK_BODY_LIMIT_BYTES,
  WebhookEndpointCreateDto,
  WebhookSecretRotateDto,
} from './dto/webhook-endpoint-create.dto.js';
import {
  WebhookDeliveryListQueryDto,
  WebhookDeliveryPageDto,
  WebhookEndpointCreatedDto,
  WebhookEndpointDto,
  WebhookSecretDto,
} from './dto/webhook-endpoint.dto.js';
import { PartnerWebhooksService } from './webhooks.service.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/partners/:id/webhooks')
@ApiParam({ name: 'id', format: 'uuid', description: 'The partner' })
export class AdminPartnerWebhooksController {
  constructor(private readonly webhooks: PartnerWebhooksService) {}

  @OwnerOperation()
  @Post()
  @HttpCode(201)
  @BodyLimit(WEBHOOK_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      "Registers an https endpoint for the partner's events, with a signing secret answered whole this once (Standard Webhooks)",
  })
  @ApiCreatedResponse({ type: WebhookEndpointCreatedDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED: not an https URL, an address on a private or local network, or no known event',
    404: 'PARTNER_NOT_FOUND',
  })
  createPartnerWebhook(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'PARTNER_NOT_FOUND' })) id: string,
    @Body() body: WebhookEndpointCreateDto,
  ): Promise<WebhookEndpointCreatedDto> {
    return this.webhooks.createEndpoint(admin, id, body);
  }

  @Get()
  @ApiOperation({
    summary: "The partner's webhook endpoints, the newest first, disabled ones included; never a secret",
  })
  @ApiOkResponse({ type: [WebhookEndpointDto] })
  @ApiErrors({ 404: 'PARTNER_NOT_FOUND' })
  listPartnerWebhooks(@Param('id', idParam({ code: 'PARTNER_NOT_FOUND' })) id: string): Promise<WebhookEndpointDto[]> {
    return this.webhooks.listEndpoints(id);
  }

  @OwnerOperation()
  @Post(':webhookId/rotate-secret')
  @HttpCode(200)
  @BodyLimit(WEBHOOK_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'A new signing secret, answered this once; the previous one signs beside it for overlapHours, so the partner switches without missing a webhook',
  })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED: overlapHours not a whole number from 0 to 168',
    404: 'WEBHOOK_NOT_FOUND: the partner has no such endpoint',
    409: 'WEBHOOK_DISABLED: the endpoint is disabled',
  })
  rotatePartnerWebhookSecret(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'WEBHOOK_NOT_FOUND' })) id: string,
    @Param('webhookId', idParam({ code: 'WEBHOOK_NOT_FOUND' })) webhookId: string,
    @Body() body: WebhookSecretRotateDto,
  ): Promise<WebhookSecretDto> {
    return this.webhooks.rotateSecret(admin, id, webhookId, body);
  }

  @OwnerOperation({ stepUp: false })
  @Delete(':webhookId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Disables the endpoint for good: nothing more is sent to it, what it still had to receive is abandoned',
  })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Disabled, now or before' })
  @ApiErrors({ 404: 'WEBHOOK_NOT_FOUND: the partner has no such endpoint' })
  async disablePartnerWebhook(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'WEBHOOK_NOT_FOUND' })) id: string,
    @Param('webhookId', idParam({ code: 'WEBHOOK_NOT_FOUND' })) webhookId: string,
  ): Promise<void> {
    await this.webhooks.disableEndpoint(admin, id, webhookId);
  }

  @Get(':webhookId/deliveries')
  @ApiOperation({
    summary: "The endpoint's delivery log, newest first: each event's webhook-id, status, attempts and last answer",
  })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED: limit or offset out of range',
    404: 'WEBHOOK_NOT_FOUND: the partner has no such endpoint',
  })
  listPartnerWebhookDeliveries(
    @Param('id', idParam({ code: 'WEBHOOK_NOT_FOUND' })) id: string,
    @Param('webhookId', idParam({ code: 'WEBHOOK_NOT_FOUND' })) webhookId: string,
    @Query() query: WebhookDeliveryListQueryDto,
  ): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.listDeliveries(id, webhookId, query);
  }

  @OwnerOperation({ stepUp: false })
  @Post(':webhookId/deliveries/:deliveryId/resend')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Sends a delivery again now, with the same webhook-id and body, so the receiver can tell a repeat',
  })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiParam({ name: 'deliveryId', format: 'uuid' })
  @ApiAcceptedResponse({ description: 'Queued: the attempt follows within seconds' })
  @ApiErrors({
    404: 'WEBHOOK_NOT_FOUND, or WEBHOOK_DELIVERY_NOT_FOUND: the endpoint has no such delivery',
    409: 'WEBHOOK_DISABLED: the endpoint is disabled',
  })
  async resendPartnerWebhookDelivery(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'WEBHOOK_NOT_FOUND' })) id: string,
    @Param('webhookId', idParam({ code: 'WEBHOOK_NOT_FOUND' })) webhookId: string,
    @Param('deliveryId', idParam({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' })) deliveryId: string,
  ): Promise<void> {
    await this.webhooks.resendDelivery(admin, id, webhookId, deliveryId);
  }
}

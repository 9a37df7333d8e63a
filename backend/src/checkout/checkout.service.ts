import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CheckoutCreateDto } from './dto/checkout-create.dto.js';
import type { CheckoutDto } from './dto/checkout.dto.js';

@Injectable()
export class CheckoutService {
  createCheckout(_dto: CheckoutCreateDto, _request: FastifyRequest): Promise<CheckoutDto> {
    throw new Error('not built yet');
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { MessageQueue } from '../messages/message-queue.js';
import { AuthRepository } from './auth.repository.js';

/** With a single active owner, what waits for another owner's approval applies after this long unless cancelled. */
export const SINGLE_OWNER_DELAY_HOURS = 24;

/** The owners' e-mails about a request waiting for an approval (decision A8). */
export type OwnerApprovalMessage = 'staff_iban_switch' | 'staff_new_iban' | 'staff_owner_grant';

/** What an approval is about: who asked, and when. */
export interface ApprovalRequest {
  requestedBy: string;
  requestedAt: Date;
}

/**
 * The two-person rule of decisions A3 and A8, shared by a switch of the system IBAN, a new IBAN
 * and a new owner: another owner approves, or 24 hours pass when there is a single owner, and
 * every owner is e-mailed when it is asked.
 */
@Injectable()
export class OwnerApprovals {
  constructor(
    private readonly auth: AuthRepository,
    private readonly messages: MessageQueue,
  ) {}

  /** Hours until a request made now applies by itself: 24 with a single active owner; null when another owner must approve. */
  async delayHours(manager: EntityManager): Promise<number | null> {
    const owners = await this.auth.activeOwners(manager);
    return owners.length > 1 ? null : SINGLE_OWNER_DELAY_HOURS;
  }

  /** E-mails every active owner about the request `requestId`, in the request's transaction. */
  async tellOwners(manager: EntityManager, kind: OwnerApprovalMessage, requestId: string): Promise<void> {
    for (const owner of await this.auth.activeOwners(manager)) {
      await this.messages.toStaff(manager, {
        bookingId: null,
        kind,
        occasion: `${requestId}:${owner.id}`,
        address: owner.email,
      });
    }
  }

  /**
   * Refuses an approval that does not count: from who asked (403 SAME_OWNER), or from an owner
   * whose role took effect only after the request (403 OWNER_TOO_RECENT), who could be the
   * requester's own making.
   */
  async assertMayApprove(manager: EntityManager, approverId: string, request: ApprovalRequest): Promise<void> {
    if (approverId === request.requestedBy) throw new AppError('SAME_OWNER');
    const ownerSince = await this.auth.lockOwnerSince(manager, approverId);
    if (!ownerSince) throw new AppError('FORBIDDEN_ROLE');
    if (ownerSince.getTime() >= request.requestedAt.getTime()) throw new AppError('OWNER_TOO_RECENT');
  }
}

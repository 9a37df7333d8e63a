import { ListLimitField } from '../../common/list-paging.js';

export const AUDIT_EVENTS_MAX_LIMIT = 200;

export class AuditEventListQueryDto {
  @ListLimitField({ max: AUDIT_EVENTS_MAX_LIMIT, fallback: 50, items: 'quanti eventi' })
  limit?: number;
}

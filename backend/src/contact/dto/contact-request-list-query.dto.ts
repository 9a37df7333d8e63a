import { ListLimitField, ListOffsetField } from '../../common/list-paging.js';

export const CONTACT_REQUESTS_MAX_LIMIT = 200;

/** A page of the inbox: `limit` requests after the first `offset`, newest first. */
export class ContactRequestListQueryDto {
  @ListLimitField({ max: CONTACT_REQUESTS_MAX_LIMIT, fallback: 50, items: 'quante richieste' })
  limit?: number;

  @ListOffsetField('da quale richiesta')
  offset?: number;
}

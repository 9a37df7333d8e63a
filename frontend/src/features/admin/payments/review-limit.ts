/** The most movements the server lists for review at once (GET .../review): the oldest. */
export const REVIEW_LIST_LIMIT = 500;

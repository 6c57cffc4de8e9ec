/** Erasures on one page of the record. */
export const ERASURES_PAGE_SIZE = 20;

import * as v from 'valibot';

/** DRF's paged list `{count, next, previous, results}` (ARCHITECTURE, contract table) around an item schema. */
export function pagedSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    count: v.number(),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  });
}

/** A paged list as the fetchers return it. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Query parameters of "everything on one page" (SPEC §9: page size 999). */
export const PAGE_ALL = { page: 1, page_size: 999 } as const;

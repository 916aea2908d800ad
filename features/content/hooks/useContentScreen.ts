'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { ContentCategory, ContentItemOf, ContentKind } from '../api';
import { CONTENT_SEARCH_KEYS, parseId, parseOpenItem } from '../model/search';
import { contentQueries } from '../queries';

/** The categories the items are filed under, each named by its number: the tabs when the categories did not load. */
function categoriesOfItems(items: readonly { category: number }[]): ContentCategory[] {
  const ids = [...new Set(items.map((item) => item.category))].sort((a, b) => a - b);
  return ids.map((id) => ({ id, name: ru.content.categoryNumber(id), icon: '' }));
}

/**
 * The state of one kind's content screen: its categories and every item of the hotel (one call: the tabs count them
 * per category, and switching tabs needs no request), the active category and the open item from the query string,
 * the item being deleted, and what adding, editing, saving and deleting do to them. A hotel switch closes the open
 * item and the deletion (they are the other hotel's).
 */
export function useContentScreen<K extends ContentKind>(kind: K) {
  const [params, setParams] = useSearchState(CONTENT_SEARCH_KEYS);
  const categories = useQuery(contentQueries.categories(kind));
  const items = useQuery(contentQueries.list(kind, null));
  const [deleting, setDeleting] = useState<ContentItemOf[K] | null>(null);

  // Categories that cannot be read leave the items' own: each by its number (the items and their editor still work).
  const categoryList = useMemo(
    () => categories.data ?? (categories.isError && items.data ? categoriesOfItems(items.data) : undefined),
    [categories.data, categories.isError, items.data],
  );
  const requested = parseId(params.category);
  // No `?category=` (or one that is not of this kind) shows the first category.
  const active = categoryList?.find((category) => category.id === requested) ?? categoryList?.[0] ?? null;
  const open = parseOpenItem(params.item);

  const counts = useMemo(() => {
    if (!items.data) return undefined;
    const result = new Map<number, number>();
    for (const item of items.data) result.set(item.category, (result.get(item.category) ?? 0) + 1);
    return result;
  }, [items.data]);
  const shown = useMemo(() => items.data?.filter((item) => item.category === active?.id), [items.data, active?.id]);

  // Items are the hotel's: after a switch the open one (and the one being deleted) is another hotel's.
  useActiveHotelChange(() => {
    setParams({ item: null });
    setDeleting(null);
  });

  return {
    categories,
    items,
    categoryList,
    active,
    open,
    counts,
    /** The active category's items. */
    shown,
    deleting,
    setDeleting,
    showCategory: (category: number) => setParams({ category: String(category) }),
    add: () => setParams({ item: 'new' }, { push: true }),
    edit: (item: ContentItemOf[K]) => setParams({ item: String(item.id) }, { push: true }),
    close: () => setParams({ item: null }),
    // The saved item may have moved to another category: show that one, so it is in view.
    saved: (item: ContentItemOf[K]) => setParams({ item: null, category: String(item.category) }),
    deleted: (item: ContentItemOf[K]) => {
      setDeleting(null);
      if (open?.kind === 'existing' && open.id === item.id) setParams({ item: null });
    },
  };
}

import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { globalScope } from '@/lib/query-client';
import {
  type ContentItem,
  type ContentKind,
  type ContentPayloadOf,
  createItem,
  deleteItem,
  fetchCategories,
  fetchItems,
  type ImageChange,
  updateItem,
} from './api';

/**
 * Query keys and options of the content screens, generic → specific (ARCHITECTURE rule 4):
 * `['content', kind, 'categories']` (global: the same lists for every hotel, kept across a hotel switch) and
 * `['content', kind, 'list', {category}]` (the active hotel's items; hotel-scoped, the default).
 */
export const contentQueries = {
  all: () => ['content'] as const,
  kind: (kind: ContentKind) => [...contentQueries.all(), kind] as const,
  categories: (kind: ContentKind) =>
    queryOptions({
      queryKey: [...contentQueries.kind(kind), 'categories'] as const,
      queryFn: ({ signal }) => fetchCategories(kind, signal),
      // Seeded by the backend; they change with a release, not while staff work.
      staleTime: 10 * 60_000,
      meta: globalScope,
    }),
  lists: (kind: ContentKind) => [...contentQueries.kind(kind), 'list'] as const,
  /** The items of one category, or of all of them (`null`: what the screen loads, to count them per category). */
  list: <K extends ContentKind>(kind: K, category: number | null) =>
    queryOptions({
      queryKey: [...contentQueries.lists(kind), { category }] as const,
      queryFn: ({ signal }) => fetchItems(kind, category, signal),
    }),
};

const byTitle = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * The server's copy of a saved item goes into every cached list of its kind at once (entering its category's,
 * leaving another's), so the card shows what was saved while the lists refetch.
 */
function storeItem(queryClient: QueryClient, kind: ContentKind, item: ContentItem): void {
  for (const [key, items] of queryClient.getQueriesData<ContentItem[]>({ queryKey: contentQueries.lists(kind) })) {
    if (!items) continue;
    const filter = (key[3] as { category: number | null } | undefined)?.category ?? null;
    const others = items.filter((other) => other.id !== item.id);
    const next = filter === null || filter === item.category ? [...others, item] : others;
    queryClient.setQueryData(
      key,
      next.sort((a, b) => byTitle.compare(a.title, b.title)),
    );
  }
  void queryClient.invalidateQueries({ queryKey: contentQueries.lists(kind) });
}

/** `POST /dashboard/content/{kind}/`. UI effects (notification, closing the editor) belong to the caller's `mutate`. */
export function useCreateItem<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, image }: { payload: ContentPayloadOf[K]; image: File | undefined }) =>
      createItem(kind, payload, image),
    onSuccess: (item) => storeItem(queryClient, kind, item),
  });
}

/** `PATCH /dashboard/content/{kind}/{id}/` with the changed fields and the image change. */
export function useUpdateItem<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, image }: { id: number; patch: Partial<ContentPayloadOf[K]>; image: ImageChange }) =>
      updateItem(kind, id, patch, image),
    onSuccess: (item) => storeItem(queryClient, kind, item),
  });
}

/** `DELETE /dashboard/content/{kind}/{id}/`; a 404 (deleted elsewhere) also leaves the item out of the lists. */
export function useDeleteItem(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ContentItem) => deleteItem(kind, item.id),
    onSettled: (_, error, item) => {
      if (!error || error.status === 404) {
        queryClient.setQueriesData<ContentItem[]>({ queryKey: contentQueries.lists(kind) }, (items) =>
          items?.filter((other) => other.id !== item.id),
        );
      }
      void queryClient.invalidateQueries({ queryKey: contentQueries.lists(kind) });
    },
  });
}

'use client';

import { Button, EmptyState } from '@mantine/core';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { DictionaryNotice } from '@/lib/ui/DictionaryNotice';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { LoadError } from '@/lib/ui/LoadError';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { Screen, ScreenHeader, ScreenPanel } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { ContentCategory, ContentItemOf, ContentKind } from './api';
import { CategoryTabs, CategoryTabsSkeleton } from './components/CategoryTabs';
import { ContentCards, ContentCardsSkeleton } from './components/ContentCards';
import type { ContentEditor as ContentEditorComponent } from './components/ContentEditor';
import type { DeleteItemDialog as DeleteItemDialogComponent } from './components/DeleteItemDialog';
import { KINDS, type KindDescriptor } from './model/kinds';
import { CONTENT_SEARCH_KEYS, parseId, parseOpenItem } from './model/search';
import { contentQueries } from './queries';

// The item's drawer and the delete confirmation are what a click opens: their code (the drawer, the modal and their
// focus trap with floating-ui) arrives while the browser is idle and is not part of the screen's first load
// (docs/decisions/145-deferred-select-and-desk-list.md). The casts give back the generic signatures.
const ContentEditor = lazyScreen(
  () => import('./components/ContentEditor').then((m) => m.ContentEditor),
  'idle',
) as typeof ContentEditorComponent;
const DeleteItemDialog = lazyScreen(
  () => import('./components/DeleteItemDialog').then((m) => m.DeleteItemDialog),
  'idle',
) as typeof DeleteItemDialogComponent;

function Header<K extends ContentKind>({
  descriptor,
  count,
  onAdd,
}: {
  descriptor: KindDescriptor<K>;
  count: number | undefined;
  onAdd?: () => void;
}) {
  const t = descriptor.texts;
  return (
    <ScreenHeader
      title={t.title}
      subtitle={t.subtitle}
      status={count === undefined ? '' : t.count(count)}
      actions={
        <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={onAdd} disabled={!onAdd}>
          {ru.content.add}
        </Button>
      }
    />
  );
}

/** The categories the items are filed under, each named by its number: the tabs when the categories did not load. */
function categoriesOfItems(items: readonly { category: number }[]): ContentCategory[] {
  const ids = [...new Set(items.map((item) => item.category))].sort((a, b) => a - b);
  return ids.map((id) => ({ id, name: ru.content.categoryNumber(id), icon: '' }));
}

function ContentScreen<K extends ContentKind>({ descriptor }: { descriptor: KindDescriptor<K> }) {
  const { kind, texts: t, Icon } = descriptor;
  const narrow = useNarrowScreen();
  const [params, setParams] = useSearchState(CONTENT_SEARCH_KEYS);
  const categories = useQuery(contentQueries.categories(kind));
  // Every item of the hotel in one call: the tabs count them per category, and switching tabs needs no request.
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

  const canAdd = active !== null;
  const add = () => setParams({ item: 'new' }, { push: true });
  const edit = (item: ContentItemOf[K]) => setParams({ item: String(item.id) }, { push: true });

  function saved(item: ContentItemOf[K]) {
    // The saved item may have moved to another category: show that one, so it is in view.
    setParams({ item: null, category: String(item.category) });
  }

  function deleted(item: ContentItemOf[K]) {
    setDeleting(null);
    if (open?.kind === 'existing' && open.id === item.id) setParams({ item: null });
  }

  let panel: ReactNode;
  if (items.isPending) {
    panel = <ContentCardsSkeleton />;
  } else if (items.isError) {
    panel = (
      <LoadError
        title={t.loadError}
        message={items.error.message}
        onRetry={() => void items.refetch()}
        retrying={items.isFetching}
      />
    );
  } else if (!shown || shown.length === 0) {
    panel = (
      <ScreenPanel>
        <EmptyState
          icon={<Icon size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={t.emptyTitle}
          description={t.emptyText}
        >
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={add}>
              {t.emptyAction}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </ScreenPanel>
    );
  } else {
    panel = (
      <ContentCards
        descriptor={descriptor}
        items={shown}
        label={t.items(active?.name ?? '')}
        openId={open?.kind === 'existing' ? open.id : null}
        onEdit={edit}
        onDelete={setDeleting}
      />
    );
  }

  let body: ReactNode;
  if (categories.isPending || (categories.isError && items.isPending)) {
    body = (
      <CategoryTabsSkeleton vertical={!narrow}>
        <ContentCardsSkeleton />
      </CategoryTabsSkeleton>
    );
  } else if (categories.isError && items.isError) {
    body = panel;
  } else if (active === null) {
    body = (
      <ScreenPanel>
        <EmptyState
          icon={<IconInbox size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={ru.content.noCategoriesTitle}
          description={ru.content.noCategoriesText}
        />
      </ScreenPanel>
    );
  } else {
    body = (
      <CategoryTabs
        categories={categoryList ?? []}
        active={active.id}
        counts={counts}
        onChange={(category) => setParams({ category: String(category) })}
        vertical={!narrow}
        fallbackIcon={Icon}
      >
        {panel}
      </CategoryTabs>
    );
  }

  return (
    <Screen>
      <Header descriptor={descriptor} count={items.data?.length} onAdd={canAdd ? add : undefined} />
      {categories.isError && (
        <DictionaryNotice
          lists={[ru.content.categoryList]}
          without={ru.content.withoutCategories}
          message={categories.error.message}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      )}
      {body}
      {categoryList && (
        <LazyOverlay opened={open !== null}>
          {(opened) => (
            <ContentEditor
              descriptor={descriptor}
              open={opened ? open : null}
              items={items.isError ? null : items.data}
              categories={categoryList}
              category={active?.id ?? null}
              onClose={() => setParams({ item: null })}
              onSaved={saved}
              onDelete={setDeleting}
            />
          )}
        </LazyOverlay>
      )}
      <LazyOverlay opened={deleting !== null}>
        {(opened) => (
          <DeleteItemDialog
            descriptor={descriptor}
            item={opened ? deleting : null}
            onClose={() => setDeleting(null)}
            onDeleted={deleted}
          />
        )}
      </LazyOverlay>
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function ContentFallback<K extends ContentKind>({ descriptor }: { descriptor: KindDescriptor<K> }) {
  const narrow = useNarrowScreen();
  return (
    <Screen>
      <Header descriptor={descriptor} count={undefined} />
      <CategoryTabsSkeleton vertical={!narrow}>
        <ContentCardsSkeleton />
      </CategoryTabsSkeleton>
    </Screen>
  );
}

function ContentKindPage<K extends ContentKind>({ descriptor }: { descriptor: KindDescriptor<K> }) {
  return (
    <Suspense fallback={<ContentFallback descriptor={descriptor} />}>
      <ContentScreen descriptor={descriptor} />
    </Suspense>
  );
}

/**
 * «Безопасность» and «Достопримечательности»: one content manager for both kinds (what differs is in model/kinds.ts,
 * and for the form in model/editors.ts). The kind's categories as tabs with their item counts, the active one's items
 * as cards; the category and the open item live in the URL (`?category=<id>&item=<id|new>`), so a reload or a shared
 * link restores them. An item is created and edited in a drawer — with its image, checked before upload — and deleted
 * after a confirmation naming it. Administrators and managers both edit (the hotel's daily content).
 */
export function ContentPage({ kind }: { kind: ContentKind }) {
  // One branch per kind, so each screen is typed with its own items and form.
  return kind === 'safety' ? (
    <ContentKindPage key="safety" descriptor={KINDS.safety} />
  ) : (
    <ContentKindPage key="sights" descriptor={KINDS.sights} />
  );
}

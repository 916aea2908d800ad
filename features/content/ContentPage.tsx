'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import * as ru from '@/lib/i18n/ru';
import { DictionaryNotice } from '@/lib/ui/DictionaryNotice';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { lazyPart } from '@/lib/ui/lazy-part';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { ContentKind } from './api';
import { CategoryTabsSkeleton } from './components/CategoryTabs';
import { ContentBody } from './components/ContentBody';
import { ContentCardsSkeleton } from './components/ContentCards';
import type { ContentEditor as ContentEditorComponent } from './components/ContentEditor';
import type { DeleteItemDialog as DeleteItemDialogComponent } from './components/DeleteItemDialog';
import { useContentScreen } from './hooks/useContentScreen';
import { KINDS, type KindDescriptor } from './model/kinds';

// The item's drawer and the delete confirmation are what a click opens: their code (the drawer, the modal and their
// focus trap with floating-ui) arrives while the browser is idle and is not part of the screen's first load
// (docs/decisions/190-first-load.md: 296.9 KiB at once, 208.4 so). The casts give back the generic signatures.
const ContentEditor = lazyPart(
  () => import('./components/ContentEditor').then((m) => m.ContentEditor),
  'idle',
) as typeof ContentEditorComponent;
const DeleteItemDialog = lazyPart(
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

function ContentScreen<K extends ContentKind>({ descriptor }: { descriptor: KindDescriptor<K> }) {
  const screen = useContentScreen(descriptor.kind);
  const { categories, items, categoryList, open, active, deleting } = screen;

  return (
    <Screen>
      <Header descriptor={descriptor} count={items.data?.length} onAdd={active !== null ? screen.add : undefined} />
      {categories.isError && (
        <DictionaryNotice
          lists={[ru.content.categoryList]}
          without={ru.content.withoutCategories}
          message={categories.error.message}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      )}
      <ContentBody descriptor={descriptor} screen={screen} />
      {categoryList && (
        <LazyOverlay opened={open !== null}>
          {(opened) => (
            <ContentEditor
              descriptor={descriptor}
              open={opened ? open : null}
              items={items.isError ? null : items.data}
              categories={categoryList}
              category={active?.id ?? null}
              onClose={screen.close}
              onSaved={screen.saved}
              onDelete={screen.setDeleting}
            />
          )}
        </LazyOverlay>
      )}
      <LazyOverlay opened={deleting !== null}>
        {(opened) => (
          <DeleteItemDialog
            descriptor={descriptor}
            item={opened ? deleting : null}
            onClose={() => screen.setDeleting(null)}
            onDeleted={screen.deleted}
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

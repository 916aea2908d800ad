'use client';

import { Button, EmptyState } from '@mantine/core';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LoadError } from '@/lib/ui/LoadError';
import { ScreenPanel } from '@/lib/ui/Screen';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { ContentKind } from '../api';
import type { useContentScreen } from '../hooks/useContentScreen';
import type { KindDescriptor } from '../model/kinds';
import { CategoryTabs, CategoryTabsSkeleton } from './CategoryTabs';
import { ContentCards, ContentCardsSkeleton } from './ContentCards';

interface ContentBodyProps<K extends ContentKind> {
  descriptor: KindDescriptor<K>;
  screen: ReturnType<typeof useContentScreen<K>>;
}

/** The active category's items as cards, or while they load, why they did not, or that there are none yet. */
function ItemsPanel<K extends ContentKind>({ descriptor, screen }: ContentBodyProps<K>) {
  const { texts: t, Icon } = descriptor;
  const { items, shown, active, open } = screen;
  if (items.isPending) return <ContentCardsSkeleton />;
  if (items.isError)
    return (
      <LoadError
        title={t.loadError}
        message={items.error.message}
        onRetry={() => void items.refetch()}
        retrying={items.isFetching}
      />
    );
  if (!shown || shown.length === 0)
    return (
      <ScreenPanel>
        <EmptyState
          icon={<Icon size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={t.emptyTitle}
          description={t.emptyText}
        >
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={screen.add}>
              {t.emptyAction}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </ScreenPanel>
    );
  return (
    <ContentCards
      descriptor={descriptor}
      items={shown}
      label={t.items(active?.name ?? '')}
      openId={open?.kind === 'existing' ? open.id : null}
      onEdit={screen.edit}
      onDelete={screen.setDeleting}
    />
  );
}

/**
 * The content screen's body: the categories as tabs (vertical on a wide screen) around the active one's items; a
 * skeleton while the categories load, the items alone when neither list could be read, or that the kind has no
 * categories.
 */
export function ContentBody<K extends ContentKind>({ descriptor, screen }: ContentBodyProps<K>) {
  const narrow = useNarrowScreen();
  const { categories, items, active } = screen;
  const panel: ReactNode = <ItemsPanel descriptor={descriptor} screen={screen} />;
  if (categories.isPending || (categories.isError && items.isPending))
    return (
      <CategoryTabsSkeleton vertical={!narrow}>
        <ContentCardsSkeleton />
      </CategoryTabsSkeleton>
    );
  if (categories.isError && items.isError) return panel;
  if (active === null)
    return (
      <ScreenPanel>
        <EmptyState
          icon={<IconInbox size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={ru.content.noCategoriesTitle}
          description={ru.content.noCategoriesText}
        />
      </ScreenPanel>
    );
  return (
    <CategoryTabs
      categories={screen.categoryList ?? []}
      active={active.id}
      counts={screen.counts}
      onChange={screen.showCategory}
      vertical={!narrow}
      fallbackIcon={descriptor.Icon}
    >
      {panel}
    </CategoryTabs>
  );
}

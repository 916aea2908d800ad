'use client';

import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import * as ru from '@/lib/i18n/ru';
import { lazyPart } from '@/lib/ui/lazy-part';
import type { VirtualCategory } from './api';
import { EditorPlaceholder } from './components/EditorSkeleton';
import type { GroupFormDialogProps } from './components/GroupDialog';
import { GroupsScreen } from './components/GroupsScreen';
import { guestAppQueries, useDeleteCategory } from './queries';

// The create/rename dialog with its form (Mantine's Modal, react-hook-form) is for who opens it, not for every look at
// the list: its code arrives, in one chunk, while the browser is idle (279.9 KiB at once, 202.4 so).
// The item editor (drag and drop, the icon picker's icons) starts loading at once, beside the list; its title over
// a skeleton holds its place meanwhile (273.5 KiB with the page). Figures: docs/decisions/190-first-load.md.
const CategoryItemsEditor = lazyPart(
  () => import('./components/CategoryItemsEditor').then((m) => m.CategoryItemsEditor),
  true,
);
const CategoryDialog = lazyPart<GroupFormDialogProps<VirtualCategory>>(
  () =>
    Promise.all([import('./components/GroupDialog'), import('./components/CategoryForm')]).then(([dialog, form]) =>
      dialog.groupDialogWith(form.CategoryForm),
    ),
  'idle',
);

/**
 * «Виртуальные категории»: the hotel's categories (create, rename, delete) beside the open category's ordered
 * item editor. The open category lives in `?category=`.
 */
export function VirtualCategoriesPage() {
  const categories = useQuery(guestAppQueries.categories());
  const remove = useDeleteCategory();
  return (
    <GroupsScreen
      texts={ru.guestApp.categories}
      searchKey="category"
      groups={categories.data}
      error={categories.error}
      onRetry={() => void categories.refetch()}
      retrying={categories.isFetching}
      Dialog={CategoryDialog}
      remove={remove}
      renderEditor={(category, onDirtyChange) => (
        <Suspense fallback={<EditorPlaceholder title={ru.guestApp.categoryItems.title(category.name)} />}>
          <CategoryItemsEditor category={category} onDirtyChange={onDirtyChange} />
        </Suspense>
      )}
      icon={<IconInbox size={28} stroke={1.8} aria-hidden />}
    />
  );
}

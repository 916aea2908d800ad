'use client';

import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import * as ru from '@/lib/i18n/ru';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { EditorPlaceholder } from './components/EditorSkeleton';
import { GroupsScreen } from './components/GroupsScreen';
import { guestAppQueries, useDeleteCategory } from './queries';

// The create/rename form (react-hook-form) is for who opens the dialog, not for every look at the list: its code
// arrives while the browser is idle (GroupDialog holds its place meanwhile).
// The item editor (drag and drop, the icon picker's icons) starts loading at once, beside the list; its title over
// a skeleton holds its place meanwhile.
const CategoryItemsEditor = lazyScreen(
  () => import('./components/CategoryItemsEditor').then((m) => m.CategoryItemsEditor),
  true,
);
const CategoryForm = lazyScreen(() => import('./components/CategoryForm').then((m) => m.CategoryForm), 'idle');

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
      Form={CategoryForm}
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

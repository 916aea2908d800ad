'use client';

import { useQuery } from '@tanstack/react-query';
import { ru } from '@/lib/i18n/ru';
import { InboxIcon } from '@/lib/ui/icons';
import { CategoryForm } from './components/CategoryForm';
import { GroupsScreen } from './components/GroupsScreen';
import { CategoryItemsEditor } from './items/CategoryItemsEditor';
import { guestAppQueries, useDeleteCategory } from './queries';

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
      renderEditor={(category, onDirtyChange) => <CategoryItemsEditor category={category} onDirtyChange={onDirtyChange} />}
      icon={<InboxIcon size={28} />}
    />
  );
}

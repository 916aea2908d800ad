'use client';

import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import * as ru from '@/lib/i18n/ru';
import { lazyPart } from '@/lib/ui/lazy-part';
import type { Menu } from './api';
import { EditorPlaceholder } from './components/EditorSkeleton';
import type { GroupFormDialogProps } from './components/GroupDialog';
import { GroupsScreen } from './components/GroupsScreen';
import { guestAppQueries, useDeleteMenu } from './queries';

// The create/rename dialog with its form (Mantine's Modal, react-hook-form) is for who opens it, not for every look at
// the list: its code arrives, in one chunk, while the browser is idle (280.8 KiB at once, 206.0 so).
// The item editor (drag and drop) starts loading at once, beside the list; its title over a skeleton holds its place
// meanwhile (228.8 KiB with the page). Figures: docs/decisions/190-first-load.md.
const MenuItemsEditor = lazyPart(() => import('./components/MenuItemsEditor').then((m) => m.MenuItemsEditor), true);
const MenuDialog = lazyPart<GroupFormDialogProps<Menu>>(
  () =>
    Promise.all([import('./components/GroupDialog'), import('./components/MenuForm')]).then(([dialog, form]) =>
      dialog.groupDialogWith(form.MenuForm),
    ),
  'idle',
);

/**
 * «Меню приложения»: the hotel's menus grouped by type (create, rename, delete) beside the open menu's ordered
 * item editor. The open menu lives in `?menu=`. The list waits for the types dictionary (cached for the session)
 * so the sections do not change their titles once it arrives.
 */
export function MenusPage() {
  const menus = useQuery(guestAppQueries.menus());
  const types = useQuery(dictionaryQueries.menusTypes());
  const remove = useDeleteMenu();

  const typeNames = useMemo(
    () => new Map((types.data ?? []).map((type) => [type.value, type.displayName])),
    [types.data],
  );
  const typesFailed = types.isError;
  const sectionOf = useCallback(
    // Without the dictionary the type's code is the most honest title; a type it does not list is «Другие».
    (menu: Menu) => typeNames.get(menu.type) ?? (typesFailed ? menu.type : ru.guestApp.menus.otherType),
    [typeNames, typesFailed],
  );

  return (
    <GroupsScreen
      texts={ru.guestApp.menus}
      searchKey="menu"
      groups={types.isPending ? undefined : menus.data}
      error={menus.error}
      onRetry={() => void menus.refetch()}
      retrying={menus.isFetching}
      sectionOf={sectionOf}
      Dialog={MenuDialog}
      remove={remove}
      renderEditor={(menu, onDirtyChange) => (
        <Suspense fallback={<EditorPlaceholder title={ru.guestApp.menuItems.title(menu.name)} />}>
          <MenuItemsEditor menu={menu} onDirtyChange={onDirtyChange} />
        </Suspense>
      )}
      icon={<IconInbox size={28} stroke={1.8} aria-hidden />}
    />
  );
}

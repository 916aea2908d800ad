import { type QueryClient, type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/http/errors';
import {
  type ContentType,
  createMenu,
  createVirtualCategory,
  deleteMenu,
  deleteVirtualCategory,
  fetchContentObjects,
  fetchMenuItems,
  fetchMenus,
  fetchServiceObjects,
  fetchVirtualCategories,
  fetchVirtualCategoryItems,
  type Menu,
  type MenuPayload,
  updateMenu,
  updateVirtualCategory,
  type VirtualCategory,
  type VirtualCategoryPayload,
} from './api';

/**
 * Query keys and options of the guest-app editors, generic → specific (ARCHITECTURE rule 4). Everything is the
 * active hotel's (hotel-scoped, the default); the menu types are a session dictionary (lib/dictionaries/).
 *
 * `['guest-app', 'virtual-categories']`, `['guest-app', 'virtual-categories', id, 'items']`,
 * `['guest-app', 'menus']`, `['guest-app', 'menus', id, 'items']`, `['guest-app', 'content-objects', {type}]`.
 */
export const guestAppQueries = {
  all: () => ['guest-app'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...guestAppQueries.all(), 'virtual-categories'] as const,
      queryFn: ({ signal }) => fetchVirtualCategories(signal),
    }),
  categoryItems: (category: number) =>
    queryOptions({
      queryKey: [...guestAppQueries.categories().queryKey, category, 'items'] as const,
      queryFn: ({ signal }) => fetchVirtualCategoryItems(category, signal),
    }),
  menus: () =>
    queryOptions({
      queryKey: [...guestAppQueries.all(), 'menus'] as const,
      queryFn: ({ signal }) => fetchMenus(signal),
    }),
  menuItems: (menu: number) =>
    queryOptions({
      queryKey: [...guestAppQueries.menus().queryKey, menu, 'items'] as const,
      queryFn: ({ signal }) => fetchMenuItems(menu, signal),
    }),
  /** What an item can point at (`null`: every kind). Changes as staff edit other screens, so it is refetched on use. */
  contentObjects: (type: ContentType | null) =>
    queryOptions({
      queryKey: [...guestAppQueries.all(), 'content-objects', { type }] as const,
      // A category's items are services, which a backend without the catalogue still lists (fetchServiceObjects).
      queryFn: ({ signal }) => (type === 'service' ? fetchServiceObjects(signal) : fetchContentObjects(type, signal)),
    }),
};

/** The server's copy of a group goes into the cached list at once (in place, or appended); the list refetches. */
function storeGroup<G extends { id: number }>(queryClient: QueryClient, key: QueryKey, group: G): void {
  queryClient.setQueryData<G[]>(key, (groups) => {
    if (!groups) return groups;
    return groups.some((other) => other.id === group.id)
      ? groups.map((other) => (other.id === group.id ? group : other))
      : [...groups, group];
  });
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

/** A deleted group (or one already gone: a 404) leaves the list and its items' cache. */
function dropGroup(queryClient: QueryClient, key: QueryKey, id: number): void {
  queryClient.setQueryData<{ id: number }[]>(key, (groups) => groups?.filter((group) => group.id !== id));
  queryClient.removeQueries({ queryKey: [...key, id] });
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

/** `POST /dashboard/virtual-categories/`. UI effects belong to the caller's `mutate`. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation<VirtualCategory, ApiError, VirtualCategoryPayload>({
    mutationFn: createVirtualCategory,
    onSuccess: (category) => storeGroup(queryClient, guestAppQueries.categories().queryKey, category),
  });
}

/** `PATCH /dashboard/virtual-categories/{id}/` (rename, icon). */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation<VirtualCategory, ApiError, { id: number; patch: Partial<VirtualCategoryPayload> }>({
    mutationFn: ({ id, patch }) => updateVirtualCategory(id, patch),
    onSuccess: (category) => storeGroup(queryClient, guestAppQueries.categories().queryKey, category),
  });
}

/** `DELETE /dashboard/virtual-categories/{id}/`; a 404 (deleted elsewhere) also leaves it out of the list. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, VirtualCategory>({
    mutationFn: (category) => deleteVirtualCategory(category.id),
    onSettled: (_, error, category) => {
      if (!error || error.status === 404) dropGroup(queryClient, guestAppQueries.categories().queryKey, category.id);
    },
  });
}

/** `POST /dashboard/menus/`. */
export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation<Menu, ApiError, MenuPayload>({
    mutationFn: createMenu,
    onSuccess: (menu) => storeGroup(queryClient, guestAppQueries.menus().queryKey, menu),
  });
}

/** `PATCH /dashboard/menus/{id}/` (rename, another type). */
export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation<Menu, ApiError, { id: number; patch: Partial<MenuPayload> }>({
    mutationFn: ({ id, patch }) => updateMenu(id, patch),
    onSuccess: (menu) => storeGroup(queryClient, guestAppQueries.menus().queryKey, menu),
  });
}

/** `DELETE /dashboard/menus/{id}/`; a 404 also leaves it out of the list. */
export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, Menu>({
    mutationFn: (menu) => deleteMenu(menu.id),
    onSettled: (_, error, menu) => {
      if (!error || error.status === 404) dropGroup(queryClient, guestAppQueries.menus().queryKey, menu.id);
    },
  });
}

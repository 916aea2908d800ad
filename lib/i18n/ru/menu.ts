/** The navigation following the user menu (app/(main), features/session's shell). */
export const menu = {
  /** Under the navigation when `GET /dashboard/users/menu/` failed; «Повторить» beside it. */
  fallback: 'Меню не загрузилось — показаны все доступные разделы',
} as const;

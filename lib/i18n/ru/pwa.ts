/**
 * The installed app (lib/pwa/): its short name on a home screen and the prompt that a new version of the dashboard
 * is ready (lib/pwa/AppUpdate.tsx). Ours: the spec is silent.
 */
export const pwa = {
  /** Under the icon on a phone's home screen, where about 12 characters fit. */
  shortName: 'Панель отеля',
  updateTitle: 'Доступна новая версия',
  /** The reload asks first where a form holds unsaved changes (lib/ui/navigation-block.ts). */
  updateText: 'Страница перезагрузится, когда вы нажмёте «Обновить».',
  update: 'Обновить',
} as const;

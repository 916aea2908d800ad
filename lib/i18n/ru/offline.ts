/** The notice shown while the browser has no network (lib/ui/OfflineNotice.tsx). Ours. */
export const offline = {
  title: 'Нет подключения к сети.',
  message: 'Данные обновятся, когда связь вернётся.',
} as const;

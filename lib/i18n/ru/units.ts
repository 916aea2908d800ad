/** Units of durations and stays (lib/format.ts) and of file sizes (lib/images.ts). Ours. */
export const units = {
  minutes: 'мин',
  hours: 'ч',
  days: 'дн',
  nights: ['ночь', 'ночи', 'ночей'],
  b: 'Б',
  kb: 'КБ',
  mb: 'МБ',
} as const;

/** The hotel's clock named beside times when it differs from the browser's (issue 16; our texts, the spec is silent). */
export const hotelTime = {
  /** «Время отеля: Барнаул, UTC+7». */
  note: (zone: string) => `Время отеля: ${zone}`,
  /** Said to screen readers and in the tooltip: why the times may not match the computer's clock. */
  explain: 'Все время на этом экране — по часовому поясу отеля, а не компьютера.',
} as const;

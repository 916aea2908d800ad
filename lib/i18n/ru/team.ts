/** Shared by the staff and structure screens (features/team). */
export const team = {
  readOnly: 'Изменять сотрудников и структуру отеля может только его администратор. Вы видите их только для чтения.',
} as const;

export const roles = {
  admin: 'Администратор',
  manager: 'Менеджер',
} as const;

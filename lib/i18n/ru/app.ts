export const app = {
  name: 'Панель отеля',
  description: 'Панель сотрудников отеля: гости, заказы, контент и персонал.',
} as const;

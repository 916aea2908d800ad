export const shell = {
  hotel: 'Отель',
  role: 'Роль',
  openNavigation: 'Открыть меню',
  closeNavigation: 'Закрыть меню',
  userMenu: 'Меню пользователя',
  profile: 'Профиль',
  logout: 'Выйти',
  navigation: 'Разделы',
} as const;

export const shell = {
  hotel: 'Отель',
  role: 'Роль',
  /** The count of a folded navigation's entry, in the header on a phone: «Открыть «Заказы»: 3 новых». */
  headerCount: (label: string, count: string) => `Открыть «${label}»: ${count}`,
  openNavigation: 'Открыть меню',
  closeNavigation: 'Закрыть меню',
  userMenu: 'Меню пользователя',
  profile: 'Профиль',
  logout: 'Выйти',
  navigation: 'Разделы',
} as const;

import { plural } from '../plural';

export const home = {
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  activeHotel: 'Активный отель',
  city: 'Город',
  role: 'Ваша роль',
  account: 'Учётная запись',
  email: 'Email',
  phone: 'Телефон',
  /** The greeting's name when the account has neither a first name nor an e-mail. */
  noName: 'коллега',
  otherHotels: (count: number) => `Вам доступно ${count} ${plural(count, 'отель', 'отеля', 'отелей')}. Переключить отель можно в шапке страницы.`,
  areas: 'Разделы',
} as const;

import { plural } from '../plural';

export const home = {
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  activeHotel: 'Активный отель',
  city: 'Город',
  role: 'Ваша роль',
  account: 'Учётная запись',
  email: 'Email',
  phone: 'Телефон',
  noPhone: 'не указан',
  otherHotels: (count: number) => `Вам доступно ${count} ${plural(count, 'отель', 'отеля', 'отелей')}. Переключить отель можно в шапке страницы.`,
  areas: 'Разделы',
} as const;

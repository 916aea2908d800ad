/**
 * The demo data of docs/CONTRACTS.md: three hotels, the four demo accounts plus staff with Russian and foreign
 * names, a facility catalogue in categories, each hotel's facilities and per-user menus. Plain data, so the seed
 * stays a short loop and the data reads like a fixture.
 */
import { type MenuKey } from '../../lib/menu-areas';
import { ADMIN_MENU, MANAGER_MENU, NO_HOTEL_MENU } from '../domain/menu';

/** Password of every demo account (docs/CONTRACTS.md). */
export const DEMO_PASSWORD = 'demo12345';

export interface SeedHotel {
  id: number;
  name: string;
  city: string;
  address: string;
  description: string;
  currency: string;
  phone: string;
  email: string;
  website: string;
  timezone: string;
  checkInTime: string;
  checkOutTime: string;
  // 0005_hotel_details.sql
  stars: number | null;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  checkInNotes: string;
  wifiName: string;
  wifiPassword: string;
}

export const HOTELS: readonly SeedHotel[] = [
  {
    id: 1,
    name: 'Гранд Отель Нева',
    city: 'Санкт-Петербург',
    address: 'Невский проспект, 57',
    description:
      'Исторический отель в самом центре Санкт-Петербурга, в пяти минутах от Аничкова моста. 148 номеров с видом на Невский проспект и внутренний двор, ресторан петербургской кухни, спа с бассейном и круглосуточный консьерж, который достанет билеты в Мариинский театр.',
    currency: 'RUB',
    phone: '+7 812 640-57-57',
    email: 'info@grand-neva.example.com',
    website: 'https://grand-neva.example.com',
    timezone: 'Europe/Moscow',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    stars: 5,
    postalCode: '191025',
    latitude: 59.93159,
    longitude: 30.34956,
    checkInNotes:
      'Вход с Невского проспекта, стойка регистрации в лобби работает круглосуточно. Парковка во дворе, въезд с Владимирского переулка: сообщите номер машины заранее. При заселении нужен паспорт каждого гостя.',
    wifiName: 'GrandNeva_Guest',
    wifiPassword: 'nevsky57',
  },
  {
    id: 2,
    name: 'Azure Bay Resort',
    city: 'Сочи',
    address: 'Курортный проспект, 103',
    description:
      'Курортный отель на первой линии с собственным галечным пляжем, тремя бассейнами и детским клубом. Номера и виллы с балконами на море, рестораны средиземноморской и кавказской кухни, трансфер из аэропорта Адлер.',
    currency: 'RUB',
    phone: '+7 862 555-01-03',
    email: 'reservations@azurebay.example.com',
    website: 'https://azurebay.example.com',
    timezone: 'Europe/Moscow',
    checkInTime: '15:00',
    checkOutTime: '12:00',
    stars: 4,
    postalCode: '354002',
    latitude: 43.56431,
    longitude: 39.75148,
    checkInNotes:
      'Ранний заезд с 10:00 — если есть свободные номера, без доплаты. Трансфер из аэропорта Адлер заказывайте за сутки. Пляжные полотенца и шезлонги выдают у главного бассейна по карте гостя.',
    wifiName: 'AzureBay',
    wifiPassword: 'seaview103',
  },
  {
    id: 3,
    name: 'Алтай Лодж',
    city: 'Горно-Алтайск',
    address: 'ул. Чорос-Гуркина, 40',
    description:
      'Загородный эко-отель в предгорьях Алтая: деревянные шале, баня на дровах, конные прогулки и экскурсии к Телецкому озеру. Завтраки из местных фермерских продуктов, тишина и звёздное небо.',
    currency: 'RUB',
    phone: '+7 388 222-40-40',
    email: 'hello@altai-lodge.example.com',
    website: 'https://altai-lodge.example.com',
    timezone: 'Asia/Barnaul',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    stars: null,
    postalCode: '649000',
    latitude: 51.95886,
    longitude: 85.96048,
    checkInNotes:
      'Ресепшн в главном доме, с 8:00 до 23:00; если приедете позже, позвоните по телефону отеля — вас встретят. Последние два километра — грунтовая дорога, в распутицу пришлём внедорожник.',
    wifiName: 'AltaiLodge',
    wifiPassword: 'chalet2026',
  },
];

export interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  isActive: boolean;
  adminOf: number[];
  managerOf: number[];
  menu: readonly MenuKey[];
}

export const USERS: readonly SeedUser[] = [
  {
    email: 'admin@example.com',
    firstName: 'Анна',
    lastName: 'Смирнова',
    phone: '+7 921 100-20-30',
    isActive: true,
    adminOf: [1, 2],
    managerOf: [3],
    menu: ADMIN_MENU,
  },
  {
    email: 'manager@example.com',
    firstName: 'Oliver',
    lastName: 'Bennett',
    phone: '+44 20 7946 0958',
    isActive: true,
    adminOf: [],
    managerOf: [2, 3],
    menu: MANAGER_MENU,
  },
  {
    email: 'inactive@example.com',
    firstName: 'Игорь',
    lastName: 'Петров',
    phone: '+7 913 555-12-34',
    isActive: false,
    adminOf: [],
    managerOf: [1],
    menu: MANAGER_MENU,
  },
  {
    email: 'nohotels@example.com',
    firstName: 'Marie',
    lastName: 'Dubois',
    phone: '+33 1 42 68 53 00',
    isActive: true,
    adminOf: [],
    managerOf: [],
    menu: NO_HOTEL_MENU,
  },
  {
    email: 'e.volkova@example.com',
    firstName: 'Екатерина',
    lastName: 'Волкова',
    phone: '+7 911 234-56-78',
    isActive: true,
    adminOf: [],
    managerOf: [1],
    menu: MANAGER_MENU,
  },
  {
    email: 'd.kuznetsov@example.com',
    firstName: 'Дмитрий',
    lastName: 'Кузнецов',
    phone: '+7 812 987-65-43',
    isActive: true,
    adminOf: [],
    managerOf: [1],
    menu: ['home', 'orders', 'guests', 'profile'],
  },
  {
    email: 'g.rossi@example.com',
    firstName: 'Giulia',
    lastName: 'Rossi',
    phone: '+39 06 6982 1234',
    isActive: true,
    adminOf: [],
    managerOf: [2],
    menu: MANAGER_MENU,
  },
  {
    email: 't.akhmedov@example.com',
    firstName: 'Тимур',
    lastName: 'Ахмедов',
    phone: '+7 988 140-22-11',
    isActive: true,
    adminOf: [],
    managerOf: [2],
    menu: MANAGER_MENU,
  },
  {
    email: 's.orlova@example.com',
    firstName: 'Светлана',
    lastName: 'Орлова',
    phone: '+7 913 700-40-40',
    isActive: true,
    adminOf: [3],
    managerOf: [],
    menu: ADMIN_MENU,
  },
  {
    email: 'a.tanaka@example.com',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    phone: '+81 3 1234 5678',
    isActive: true,
    adminOf: [],
    managerOf: [3],
    menu: MANAGER_MENU,
  },
];

export interface SeedCategory {
  name: string;
  icon: string;
  facilities: { name: string; icon: string }[];
}

export const CATEGORIES: readonly SeedCategory[] = [
  {
    name: 'Интернет',
    icon: 'wifi',
    facilities: [
      { name: 'Бесплатный Wi-Fi во всём отеле', icon: 'wifi' },
      { name: 'Проводной интернет в номерах', icon: 'ethernet' },
      { name: 'Бизнес-центр с компьютерами', icon: 'computer' },
    ],
  },
  {
    name: 'Парковка',
    icon: 'parking',
    facilities: [
      { name: 'Бесплатная парковка', icon: 'parking' },
      { name: 'Подземный паркинг', icon: 'garage' },
      { name: 'Зарядка для электромобилей', icon: 'ev-charger' },
      { name: 'Парковка с парковщиком', icon: 'valet' },
    ],
  },
  {
    name: 'Бассейн и спа',
    icon: 'spa',
    facilities: [
      { name: 'Крытый бассейн', icon: 'pool' },
      { name: 'Открытый бассейн', icon: 'pool-outdoor' },
      { name: 'Сауна и хаммам', icon: 'sauna' },
      { name: 'Массаж', icon: 'massage' },
      { name: 'Русская баня', icon: 'banya' },
    ],
  },
  {
    name: 'Питание',
    icon: 'restaurant',
    facilities: [
      { name: 'Ресторан', icon: 'restaurant' },
      { name: 'Лобби-бар', icon: 'bar' },
      { name: 'Завтрак «шведский стол»', icon: 'breakfast' },
      { name: 'Обслуживание в номерах 24/7', icon: 'room-service' },
      { name: 'Вегетарианское меню', icon: 'vegan' },
    ],
  },
  {
    name: 'Для детей',
    icon: 'child',
    facilities: [
      { name: 'Детский клуб', icon: 'kids-club' },
      { name: 'Детская площадка', icon: 'playground' },
      { name: 'Услуги няни', icon: 'babysitting' },
      { name: 'Детские кроватки', icon: 'crib' },
    ],
  },
  {
    name: 'Трансфер и транспорт',
    icon: 'shuttle',
    facilities: [
      { name: 'Трансфер из аэропорта', icon: 'airport-shuttle' },
      { name: 'Прокат автомобилей', icon: 'car-rental' },
      { name: 'Прокат велосипедов', icon: 'bicycle' },
    ],
  },
  {
    name: 'Спорт и отдых',
    icon: 'fitness',
    facilities: [
      { name: 'Фитнес-центр', icon: 'fitness' },
      { name: 'Теннисный корт', icon: 'tennis' },
      { name: 'Конные прогулки', icon: 'horse' },
    ],
  },
  {
    name: 'Сервис',
    icon: 'concierge',
    facilities: [
      { name: 'Круглосуточная стойка регистрации', icon: 'reception' },
      { name: 'Консьерж', icon: 'concierge' },
      { name: 'Камера хранения багажа', icon: 'luggage' },
      { name: 'Прачечная и химчистка', icon: 'laundry' },
    ],
  },
];

/** Facilities the catalogue has outside any category. */
export const UNCATEGORIZED_FACILITIES: readonly { name: string; icon: string }[] = [
  { name: 'Размещение с домашними животными', icon: 'pets' },
  { name: 'Номера для некурящих', icon: 'no-smoking' },
  { name: 'Банкомат на территории', icon: 'atm' },
];

/** Each hotel's facilities by name: `selected` (offered) and, for the first ones, also `linked` (shown to guests). */
export const HOTEL_FACILITIES: Readonly<Record<number, { selected: string[]; linked: string[] }>> = {
  1: {
    selected: [
      'Бесплатный Wi-Fi во всём отеле',
      'Бизнес-центр с компьютерами',
      'Подземный паркинг',
      'Парковка с парковщиком',
      'Крытый бассейн',
      'Сауна и хаммам',
      'Массаж',
      'Ресторан',
      'Лобби-бар',
      'Обслуживание в номерах 24/7',
      'Трансфер из аэропорта',
      'Фитнес-центр',
      'Круглосуточная стойка регистрации',
      'Консьерж',
      'Камера хранения багажа',
      'Прачечная и химчистка',
      'Номера для некурящих',
    ],
    linked: ['Бесплатный Wi-Fi во всём отеле', 'Крытый бассейн', 'Ресторан', 'Консьерж'],
  },
  2: {
    selected: [
      'Бесплатный Wi-Fi во всём отеле',
      'Бесплатная парковка',
      'Зарядка для электромобилей',
      'Открытый бассейн',
      'Крытый бассейн',
      'Массаж',
      'Ресторан',
      'Лобби-бар',
      'Завтрак «шведский стол»',
      'Вегетарианское меню',
      'Детский клуб',
      'Детская площадка',
      'Услуги няни',
      'Детские кроватки',
      'Трансфер из аэропорта',
      'Прокат велосипедов',
      'Теннисный корт',
      'Круглосуточная стойка регистрации',
      'Банкомат на территории',
    ],
    linked: ['Открытый бассейн', 'Детский клуб', 'Трансфер из аэропорта'],
  },
  3: {
    selected: [
      'Бесплатный Wi-Fi во всём отеле',
      'Бесплатная парковка',
      'Русская баня',
      'Ресторан',
      'Завтрак «шведский стол»',
      'Детская площадка',
      'Трансфер из аэропорта',
      'Прокат автомобилей',
      'Конные прогулки',
      'Размещение с домашними животными',
    ],
    linked: ['Русская баня', 'Конные прогулки'],
  },
};

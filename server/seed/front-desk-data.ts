/**
 * The front desk's demo data as plain tables (server/seed/front-desk.ts turns them into rows): each hotel's rooms,
 * services and guest mix, and realistic guest names by nationality. Nothing here is random; the generator draws
 * from these tables with a seeded PRNG.
 */

/** A run of room numbers on one floor, all of one kind. */
interface RoomBlock {
  floor: number;
  from: number;
  to: number;
  kind: RoomKind;
}

/** Room kinds (the `kind` column, a slug the dashboard labels) with the capacity each seeded room of the kind gets. */
export const ROOM_KINDS = {
  standard: 2,
  superior: 2,
  deluxe: 3,
  junior_suite: 3,
  suite: 4,
  family: 4,
  chalet: 4,
} as const;
type RoomKind = keyof typeof ROOM_KINDS;

/** What a service's order carries in `data` (and so how the generator fills it). */
type OrderDataKind = 'quantity' | 'breakfast' | 'scheduled' | 'transfer' | 'laundry' | 'late_checkout' | 'none';

/** What guests tend to write about an order of the service (picks phrases of server/translation/phrases.ts). */
export type MessageTopic = 'food' | 'taxi' | 'transfer' | 'spa' | 'housekeeping' | 'general';

export interface SeedService {
  name: string;
  description: string;
  /** A value of SERVICE_TYPES (server/domain/dictionaries.ts). */
  serviceType: 'service' | 'product' | 'booking' | 'information' | 'link';
  /** Decimal as text, or null for a free service. */
  price: string | null;
  isActive: boolean;
  /** Relative popularity among the hotel's orders (0: never ordered). */
  weight: number;
  data: OrderDataKind;
  topic: MessageTopic;
  /**
   * Minutes from taking the order to completing it; for a service booked for a time (`data.time`), from that
   * time: a breakfast is done when it is served, a massage when it is over.
   */
  minutes: [number, number];
}

export interface FrontDeskPlan {
  hotelId: number;
  rooms: readonly RoomBlock[];
  /** How many stays the generator aims at; stays per room come out of the gap and length distributions. */
  targetStays: [number, number];
  /** Mean free days between two stays of one room, in the past and in the future (bookings thin out ahead). */
  gapPast: [number, number];
  gapFuture: [number, number];
  /** Upcoming stays left without a room, of which this many arrive today. */
  unassigned: number;
  unassignedToday: number;
  orders: number;
  /** Orders of the last hours, so the dashboard opens on new and in-progress work. */
  recentOrders: number;
  nationalities: Readonly<Partial<Record<Nationality, number>>>;
  services: readonly SeedService[];
}

function floors(from: number, to: number, blocks: (floor: number) => Omit<RoomBlock, 'floor'>[]): RoomBlock[] {
  const result: RoomBlock[] = [];
  for (let floor = from; floor <= to; floor += 1) result.push(...blocks(floor).map((block) => ({ floor, ...block })));
  return result;
}

const base = (floor: number) => floor * 100;

/** Гранд Отель Нева: the 148 rooms its description promises, on floors 2–9, suites on the top floor. */
const NEVA_ROOMS: RoomBlock[] = [
  ...floors(2, 8, (floor) => [
    { from: base(floor) + 1, to: base(floor) + 12, kind: 'standard' },
    { from: base(floor) + 13, to: base(floor) + 17, kind: 'superior' },
    { from: base(floor) + 18, to: base(floor) + 19, kind: 'deluxe' },
  ]),
  { floor: 9, from: 901, to: 908, kind: 'junior_suite' },
  { floor: 9, from: 909, to: 915, kind: 'suite' },
];

/** Azure Bay Resort: 80 rooms on floors 1–5, family rooms and suites on each floor. */
const AZURE_ROOMS: RoomBlock[] = floors(1, 5, (floor) => [
  { from: base(floor) + 1, to: base(floor) + 10, kind: floor >= 4 ? 'superior' : 'standard' },
  { from: base(floor) + 11, to: base(floor) + 14, kind: 'family' },
  { from: base(floor) + 15, to: base(floor) + 16, kind: 'suite' },
]);

/** Алтай Лодж: 12 chalets numbered 1–12 and 28 rooms of the main lodge (101–114, 201–214). */
const ALTAI_ROOMS: RoomBlock[] = [
  { floor: 1, from: 1, to: 12, kind: 'chalet' },
  { floor: 1, from: 101, to: 114, kind: 'standard' },
  { floor: 2, from: 201, to: 210, kind: 'standard' },
  { floor: 2, from: 211, to: 214, kind: 'superior' },
];

const service = (fields: Omit<SeedService, 'isActive'> & { isActive?: boolean }): SeedService => ({
  isActive: true,
  ...fields,
});

const NEVA_SERVICES: SeedService[] = [
  service({
    name: 'Завтрак в номер',
    description: 'Континентальный или горячий завтрак с 7:00 до 11:00.',
    serviceType: 'service',
    price: '1800.00',
    weight: 14,
    data: 'breakfast',
    topic: 'food',
    minutes: [0, 10],
  }),
  service({
    name: 'Борщ с пампушками',
    description: 'Классический борщ со сметаной и чесночными пампушками.',
    serviceType: 'product',
    price: '690.00',
    weight: 8,
    data: 'quantity',
    topic: 'food',
    minutes: [20, 35],
  }),
  service({
    name: 'Бефстроганов с картофельным пюре',
    description: 'Говяжья вырезка в сливочном соусе.',
    serviceType: 'product',
    price: '1250.00',
    weight: 6,
    data: 'quantity',
    topic: 'food',
    minutes: [25, 45],
  }),
  service({
    name: 'Блины с красной икрой',
    description: 'Три блина, икра лосося, сметана.',
    serviceType: 'product',
    price: '1450.00',
    weight: 5,
    data: 'quantity',
    topic: 'food',
    minutes: [20, 35],
  }),
  service({
    name: 'Клаб-сэндвич',
    description: 'С курицей, беконом и картофелем фри.',
    serviceType: 'product',
    price: '850.00',
    weight: 7,
    data: 'quantity',
    topic: 'food',
    minutes: [15, 30],
  }),
  service({
    name: 'Свежевыжатый апельсиновый сок',
    description: '0,3 л.',
    serviceType: 'product',
    price: '450.00',
    weight: 4,
    data: 'quantity',
    topic: 'food',
    minutes: [10, 20],
  }),
  service({
    name: 'Трансфер в аэропорт Пулково',
    description: 'Бизнес-седан до аэропорта, до трёх пассажиров.',
    serviceType: 'booking',
    price: '3500.00',
    weight: 6,
    data: 'transfer',
    topic: 'transfer',
    minutes: [40, 60],
  }),
  service({
    name: 'Такси',
    description: 'Вызов такси к главному входу.',
    serviceType: 'service',
    price: null,
    weight: 7,
    data: 'scheduled',
    topic: 'taxi',
    minutes: [0, 10],
  }),
  service({
    name: 'Классический массаж, 60 минут',
    description: 'В спа-центре на минус первом этаже.',
    serviceType: 'booking',
    price: '4500.00',
    weight: 4,
    data: 'scheduled',
    topic: 'spa',
    minutes: [60, 70],
  }),
  service({
    name: 'Стирка и глажка',
    description: 'Вернём в номер в тот же день, если сдать до 10:00.',
    serviceType: 'service',
    price: '900.00',
    weight: 4,
    data: 'laundry',
    topic: 'housekeeping',
    minutes: [180, 360],
  }),
  service({
    name: 'Дополнительные подушки',
    description: 'Пуховые или гипоаллергенные.',
    serviceType: 'service',
    price: null,
    weight: 5,
    data: 'quantity',
    topic: 'housekeeping',
    minutes: [10, 25],
  }),
  service({
    name: 'Уборка номера',
    description: 'Внеплановая уборка в удобное время.',
    serviceType: 'service',
    price: null,
    weight: 5,
    data: 'scheduled',
    topic: 'housekeeping',
    minutes: [30, 45],
  }),
  service({
    name: 'Поздний выезд',
    description: 'До 16:00, при наличии свободных номеров.',
    serviceType: 'service',
    price: '2500.00',
    weight: 3,
    data: 'late_checkout',
    topic: 'general',
    minutes: [5, 30],
  }),
  service({
    name: 'Билеты в Мариинский театр',
    description: 'Консьерж подберёт места и пришлёт электронные билеты.',
    serviceType: 'booking',
    price: null,
    weight: 2,
    data: 'quantity',
    topic: 'general',
    minutes: [60, 240],
  }),
  service({
    name: 'Ужин при свечах на крыше',
    description: 'Сезонная услуга: с мая по сентябрь.',
    serviceType: 'booking',
    price: '9500.00',
    isActive: false,
    weight: 0,
    data: 'scheduled',
    topic: 'food',
    minutes: [90, 120],
  }),
];

const AZURE_SERVICES: SeedService[] = [
  service({
    name: 'Завтрак в номер',
    description: 'Завтрак с видом на море, с 7:00 до 11:00.',
    serviceType: 'service',
    price: '1500.00',
    weight: 10,
    data: 'breakfast',
    topic: 'food',
    minutes: [0, 10],
  }),
  service({
    name: 'Хачапури по-аджарски',
    description: 'С яйцом и сливочным маслом.',
    serviceType: 'product',
    price: '720.00',
    weight: 7,
    data: 'quantity',
    topic: 'food',
    minutes: [25, 40],
  }),
  service({
    name: 'Пицца «Маргарита»',
    description: '30 см, дровяная печь.',
    serviceType: 'product',
    price: '790.00',
    weight: 7,
    data: 'quantity',
    topic: 'food',
    minutes: [20, 35],
  }),
  service({
    name: 'Фруктовая тарелка',
    description: 'Сезонные фрукты на двоих.',
    serviceType: 'product',
    price: '950.00',
    weight: 5,
    data: 'quantity',
    topic: 'food',
    minutes: [10, 20],
  }),
  service({
    name: 'Лимонад домашний, 1 л',
    description: 'Тархун, манго-маракуйя или классический.',
    serviceType: 'product',
    price: '520.00',
    weight: 5,
    data: 'quantity',
    topic: 'food',
    minutes: [10, 20],
  }),
  service({
    name: 'Трансфер в аэропорт Сочи',
    description: 'Минивэн до аэропорта Адлер, до шести пассажиров.',
    serviceType: 'booking',
    price: '2900.00',
    weight: 6,
    data: 'transfer',
    topic: 'transfer',
    minutes: [40, 60],
  }),
  service({
    name: 'Такси',
    description: 'Вызов такси к главному входу.',
    serviceType: 'service',
    price: null,
    weight: 5,
    data: 'scheduled',
    topic: 'taxi',
    minutes: [0, 10],
  }),
  service({
    name: 'Тайский массаж, 90 минут',
    description: 'В спа-павильоне у бассейна.',
    serviceType: 'booking',
    price: '6200.00',
    weight: 4,
    data: 'scheduled',
    topic: 'spa',
    minutes: [90, 100],
  }),
  service({
    name: 'Бунгало на пляже',
    description: 'На весь день, с полотенцами и водой.',
    serviceType: 'booking',
    price: '3000.00',
    weight: 3,
    data: 'scheduled',
    topic: 'general',
    minutes: [0, 15],
  }),
  service({
    name: 'Детская кроватка',
    description: 'Бесплатно, по запросу.',
    serviceType: 'service',
    price: null,
    weight: 3,
    data: 'none',
    topic: 'housekeeping',
    minutes: [15, 30],
  }),
  service({
    name: 'Дополнительные полотенца',
    description: 'Банные и пляжные.',
    serviceType: 'service',
    price: null,
    weight: 4,
    data: 'quantity',
    topic: 'housekeeping',
    minutes: [10, 20],
  }),
  service({
    name: 'Стирка',
    description: 'Вернём в номер на следующий день.',
    serviceType: 'service',
    price: '700.00',
    weight: 3,
    data: 'laundry',
    topic: 'housekeeping',
    minutes: [240, 480],
  }),
  service({
    name: 'Поздний выезд',
    description: 'До 18:00, при наличии свободных номеров.',
    serviceType: 'service',
    price: '3000.00',
    weight: 2,
    data: 'late_checkout',
    topic: 'general',
    minutes: [5, 30],
  }),
  service({
    name: 'Яхтенная прогулка',
    description: 'Временно не проводится.',
    serviceType: 'booking',
    price: '12000.00',
    isActive: false,
    weight: 0,
    data: 'scheduled',
    topic: 'general',
    minutes: [120, 180],
  }),
];

const ALTAI_SERVICES: SeedService[] = [
  service({
    name: 'Завтрак в номер',
    description: 'Фермерский завтрак: сырники, мёд, облепиховый чай.',
    serviceType: 'service',
    price: '1100.00',
    weight: 8,
    data: 'breakfast',
    topic: 'food',
    minutes: [0, 10],
  }),
  service({
    name: 'Ужин из местных продуктов',
    description: 'Марал, таймень или вегетарианское блюдо дня.',
    serviceType: 'product',
    price: '1600.00',
    weight: 5,
    data: 'quantity',
    topic: 'food',
    minutes: [30, 50],
  }),
  service({
    name: 'Облепиховый чай с мёдом',
    description: 'Чайник на 1 литр.',
    serviceType: 'product',
    price: '380.00',
    weight: 5,
    data: 'quantity',
    topic: 'food',
    minutes: [10, 20],
  }),
  service({
    name: 'Баня на дровах, 2 часа',
    description: 'С веником и травяным чаем.',
    serviceType: 'booking',
    price: '4000.00',
    weight: 5,
    data: 'scheduled',
    topic: 'spa',
    minutes: [120, 130],
  }),
  service({
    name: 'Конная прогулка',
    description: 'Два часа по предгорьям с инструктором.',
    serviceType: 'booking',
    price: '3500.00',
    weight: 3,
    data: 'scheduled',
    topic: 'general',
    minutes: [120, 150],
  }),
  service({
    name: 'Экскурсия к Телецкому озеру',
    description: 'На весь день, с обедом.',
    serviceType: 'booking',
    price: '7500.00',
    weight: 2,
    data: 'scheduled',
    topic: 'general',
    minutes: [480, 600],
  }),
  service({
    name: 'Трансфер в аэропорт Горно-Алтайска',
    description: 'Внедорожник, до четырёх пассажиров.',
    serviceType: 'booking',
    price: '2500.00',
    weight: 3,
    data: 'transfer',
    topic: 'transfer',
    minutes: [30, 45],
  }),
  service({
    name: 'Такси',
    description: 'Вызов такси до Горно-Алтайска.',
    serviceType: 'service',
    price: null,
    weight: 2,
    data: 'scheduled',
    topic: 'taxi',
    minutes: [0, 10],
  }),
  service({
    name: 'Дополнительное одеяло',
    description: 'Шерстяное, для прохладных ночей.',
    serviceType: 'service',
    price: null,
    weight: 3,
    data: 'quantity',
    topic: 'housekeeping',
    minutes: [10, 20],
  }),
  service({
    name: 'Дрова для камина',
    description: 'Корзина берёзовых дров в шале.',
    serviceType: 'service',
    price: '300.00',
    weight: 3,
    data: 'none',
    topic: 'housekeeping',
    minutes: [10, 25],
  }),
  service({
    name: 'Поздний выезд',
    description: 'До 15:00, при наличии свободных номеров.',
    serviceType: 'service',
    price: '1500.00',
    weight: 1,
    data: 'late_checkout',
    topic: 'general',
    minutes: [5, 30],
  }),
  service({
    name: 'Рафтинг по Катуни',
    description: 'Только летом.',
    serviceType: 'booking',
    price: '5000.00',
    isActive: false,
    weight: 0,
    data: 'scheduled',
    topic: 'general',
    minutes: [180, 240],
  }),
];

export const FRONT_DESK_PLANS: readonly FrontDeskPlan[] = [
  {
    hotelId: 1,
    rooms: NEVA_ROOMS,
    targetStays: [950, 1000],
    gapPast: [2, 17],
    gapFuture: [3, 30],
    unassigned: 8,
    unassignedToday: 2,
    orders: 600,
    recentOrders: 26,
    nationalities: { RU: 40, GB: 6, US: 6, DE: 9, CN: 12, AE: 5, SA: 2, FR: 6, IT: 6, JP: 4, KZ: 4 },
    services: NEVA_SERVICES,
  },
  {
    hotelId: 2,
    rooms: AZURE_ROOMS,
    targetStays: [450, 560],
    gapPast: [2, 17],
    gapFuture: [3, 30],
    unassigned: 5,
    unassignedToday: 1,
    orders: 360,
    recentOrders: 16,
    nationalities: { RU: 55, KZ: 8, AE: 8, SA: 3, DE: 5, GB: 4, US: 3, CN: 6, IT: 3, FR: 3, JP: 2 },
    services: AZURE_SERVICES,
  },
  {
    hotelId: 3,
    rooms: ALTAI_ROOMS,
    targetStays: [220, 300],
    gapPast: [2, 17],
    gapFuture: [3, 30],
    unassigned: 3,
    unassignedToday: 1,
    orders: 200,
    recentOrders: 9,
    nationalities: { RU: 65, KZ: 10, CN: 8, DE: 8, GB: 3, JP: 3, FR: 3 },
    services: ALTAI_SERVICES,
  },
];

export type Nationality = 'RU' | 'KZ' | 'GB' | 'US' | 'DE' | 'FR' | 'IT' | 'CN' | 'JP' | 'AE' | 'SA';

export interface NameBook {
  /** The guest's language (a /config/langs/ code the offline phrase table covers; see the seed). */
  language: 'ru' | 'en' | 'de' | 'zh' | 'ar';
  male: readonly string[];
  female: readonly string[];
  /** Surnames in the male form; `femaleSurname` derives the female one where the language inflects it. */
  surnames: readonly string[];
  femaleSurname?: (surname: string) => string;
  /** Phone pattern: each `#` becomes a digit. */
  phone: string;
}

/** Иванов → Иванова, Островский → Островская; other endings stay. */
function russianFemaleSurname(surname: string): string {
  if (/(ов|ев|ёв|ин|ын)$/.test(surname)) return `${surname}а`;
  if (/ский$/.test(surname)) return surname.replace(/ский$/, 'ская');
  if (/цкий$/.test(surname)) return surname.replace(/цкий$/, 'цкая');
  return surname;
}

/**
 * Names by nationality. Languages follow the guest where the offline phrase table has the language (ru, en, de,
 * zh, ar); French, Italian and Japanese guests write in English, Kazakh guests in Russian, so every seeded
 * message can be translated offline.
 */
export const NAMES: Readonly<Record<Nationality, NameBook>> = {
  RU: {
    language: 'ru',
    male: [
      'Александр',
      'Дмитрий',
      'Максим',
      'Сергей',
      'Андрей',
      'Алексей',
      'Артём',
      'Илья',
      'Кирилл',
      'Михаил',
      'Никита',
      'Матвей',
      'Роман',
      'Егор',
      'Иван',
      'Павел',
      'Владимир',
      'Николай',
      'Евгений',
      'Константин',
      'Семён',
      'Григорий',
    ],
    female: [
      'Анна',
      'Мария',
      'Елена',
      'Ольга',
      'Наталья',
      'Татьяна',
      'Ирина',
      'Екатерина',
      'Светлана',
      'Юлия',
      'Анастасия',
      'Дарья',
      'Ксения',
      'Полина',
      'Виктория',
      'Алина',
      'Вера',
      'Софья',
      'Людмила',
      'Марина',
      'Алёна',
    ],
    surnames: [
      'Иванов',
      'Смирнов',
      'Кузнецов',
      'Попов',
      'Васильев',
      'Петров',
      'Соколов',
      'Михайлов',
      'Новиков',
      'Фёдоров',
      'Морозов',
      'Волков',
      'Алексеев',
      'Лебедев',
      'Семёнов',
      'Егоров',
      'Павлов',
      'Козлов',
      'Степанов',
      'Николаев',
      'Орлов',
      'Андреев',
      'Макаров',
      'Никитин',
      'Захаров',
      'Зайцев',
      'Соловьёв',
      'Борисов',
      'Яковлев',
      'Григорьев',
      'Романов',
      'Воробьёв',
      'Сергеев',
      'Кириллов',
      'Белов',
      'Тарасов',
      'Беляев',
      'Комаров',
      'Медведев',
      'Киселёв',
      'Ковалевский',
      'Островский',
      'Полянский',
      'Гончаров',
      'Шишкин',
      'Карпов',
      'Журавлёв',
    ],
    femaleSurname: russianFemaleSurname,
    phone: '+7 9## ###-##-##',
  },
  KZ: {
    language: 'ru',
    male: ['Нурлан', 'Ерлан', 'Асхат', 'Данияр', 'Арман', 'Бауыржан', 'Ержан', 'Тимур', 'Серик', 'Айдос'],
    female: ['Айгерим', 'Динара', 'Жанар', 'Асель', 'Гульнара', 'Камила', 'Мадина', 'Алия', 'Дана'],
    surnames: [
      'Абенов',
      'Ахметов',
      'Жумабаев',
      'Искаков',
      'Касымов',
      'Омаров',
      'Тулеуов',
      'Байжанов',
      'Сарсенбаев',
      'Ибраев',
      'Жаксылыков',
      'Нурпеисов',
    ],
    femaleSurname: russianFemaleSurname,
    phone: '+7 70# ###-##-##',
  },
  GB: {
    language: 'en',
    male: ['James', 'Oliver', 'William', 'Henry', 'George', 'Jack', 'Thomas', 'Harry', 'Edward', 'Charles'],
    female: ['Emma', 'Olivia', 'Charlotte', 'Amelia', 'Sophie', 'Emily', 'Grace', 'Lucy', 'Isabella', 'Eleanor'],
    surnames: [
      'Smith',
      'Jones',
      'Taylor',
      'Davies',
      'Evans',
      'Wilson',
      'Thomas',
      'Roberts',
      'Walker',
      'Wright',
      'Clarke',
      'Hughes',
      'Edwards',
      'Green',
    ],
    phone: '+44 7### ######',
  },
  US: {
    language: 'en',
    male: ['Michael', 'David', 'John', 'Robert', 'Daniel', 'Matthew', 'Ryan', 'Andrew', 'Joshua', 'Brian'],
    female: ['Jessica', 'Ashley', 'Jennifer', 'Sarah', 'Megan', 'Lauren', 'Rachel', 'Hannah', 'Madison', 'Abigail'],
    surnames: [
      'Johnson',
      'Williams',
      'Brown',
      'Miller',
      'Davis',
      'Garcia',
      'Anderson',
      'Thompson',
      'Martinez',
      'Harris',
      'Robinson',
      'Lewis',
    ],
    phone: '+1 ### ###-####',
  },
  DE: {
    language: 'de',
    male: [
      'Lukas',
      'Jonas',
      'Felix',
      'Maximilian',
      'Paul',
      'Leon',
      'Matthias',
      'Stefan',
      'Tobias',
      'Florian',
      'Jürgen',
    ],
    female: ['Anna', 'Lena', 'Katharina', 'Laura', 'Julia', 'Sophie', 'Hannah', 'Marie', 'Sabine', 'Claudia', 'Jana'],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
      'Klein',
      'Wolf',
      'Schröder',
    ],
    phone: '+49 15# ########',
  },
  FR: {
    language: 'en',
    male: ['Louis', 'Gabriel', 'Jules', 'Hugo', 'Arthur', 'Lucas', 'Antoine', 'Nicolas', 'Mathieu'],
    female: ['Camille', 'Chloé', 'Léa', 'Manon', 'Inès', 'Juliette', 'Margaux', 'Élise'],
    surnames: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Laurent',
      'Lefèvre',
    ],
    phone: '+33 6 ## ## ## ##',
  },
  IT: {
    language: 'en',
    male: ['Marco', 'Luca', 'Alessandro', 'Matteo', 'Lorenzo', 'Andrea', 'Francesco', 'Giovanni', 'Davide'],
    female: ['Giulia', 'Chiara', 'Francesca', 'Sofia', 'Martina', 'Elena', 'Valentina', 'Alessia'],
    surnames: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Conti',
    ],
    phone: '+39 3## ### ####',
  },
  CN: {
    language: 'zh',
    male: ['Wei', 'Lei', 'Jun', 'Hao', 'Tao', 'Qiang', 'Xiaoming', 'Yong', 'Jian', 'Bo'],
    female: ['Fang', 'Min', 'Jing', 'Yan', 'Hui', 'Li', 'Ying', 'Xiu', 'Na', 'Mei'],
    surnames: [
      'Wang',
      'Li',
      'Zhang',
      'Liu',
      'Chen',
      'Yang',
      'Huang',
      'Zhao',
      'Wu',
      'Zhou',
      'Xu',
      'Sun',
      'Ma',
      'Zhu',
      'Hu',
    ],
    phone: '+86 13# #### ####',
  },
  JP: {
    language: 'en',
    male: ['Haruto', 'Takeshi', 'Kenji', 'Hiroshi', 'Daiki', 'Ren', 'Sota', 'Yuto'],
    female: ['Yui', 'Sakura', 'Aoi', 'Hana', 'Yuki', 'Mei', 'Rin', 'Emi'],
    surnames: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
    phone: '+81 90-####-####',
  },
  AE: {
    language: 'ar',
    male: ['Ahmed', 'Mohammed', 'Omar', 'Khalid', 'Hamad', 'Saeed', 'Rashid', 'Sultan', 'Majid'],
    female: ['Fatima', 'Mariam', 'Aisha', 'Noura', 'Shamma', 'Hessa', 'Latifa', 'Maitha'],
    surnames: [
      'Al Mansouri',
      'Al Hashimi',
      'Al Mazrouei',
      'Al Suwaidi',
      'Al Shamsi',
      'Al Ketbi',
      'Al Falasi',
      'Al Dhaheri',
      'Al Marzooqi',
    ],
    phone: '+971 50 ### ####',
  },
  SA: {
    language: 'ar',
    male: ['Abdullah', 'Faisal', 'Youssef', 'Turki', 'Nasser', 'Fahad', 'Ali'],
    female: ['Reem', 'Layla', 'Huda', 'Sara', 'Nouf', 'Lama', 'Dana'],
    surnames: ['Al Otaibi', 'Al Qahtani', 'Al Ghamdi', 'Al Harbi', 'Al Zahrani', 'Al Shehri', 'Al Dosari'],
    phone: '+966 5# ### ####',
  },
};

/** Comments staff add when they create an order for a guest (Russian, as the staff write). */
export const STAFF_COMMENTS: readonly string[] = [
  'Гость просил позвонить перед приходом.',
  'Оплата — на счёт номера.',
  'Постоянный гость, без лука.',
  'Принять на стойке регистрации.',
];

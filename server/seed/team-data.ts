/**
 * The team of each demo hotel (docs/CONTRACTS.md, «Team» → «Demo data»): its positions and channels trees, extra
 * staff (managers of that hotel) with their positions, and who is subscribed to which channel. Plain data read by
 * server/seed/team.ts. Nodes are named by their path below the root, names joined by {@link PATH_SEPARATOR}, as
 * the dashboard shows them («Служба приёма › Ресепшн»).
 */

export const PATH_SEPARATOR = ' › ';

/** A node and its children, in the order they are created (the order the tree shows them). */
export interface TeamNodeSpec {
  name: string;
  children: TeamNodeSpec[];
}

/** An extra staff account: a manager of the plan's hotel. */
export interface TeamStaffSpec {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** `invited`: never activated (no sign-in yet); `deactivated`: switched off by an administrator. */
  state: 'active' | 'invited' | 'deactivated';
  joinedDaysAgo: number;
  /** Hours between the last sign-in and the seed's moment; absent for an invitation. */
  lastLoginHoursAgo?: number;
  /** For `deactivated`: days since the administrator switched the account off. */
  deactivatedDaysAgo?: number;
  /** Paths of the positions held (one or two). */
  positions: string[];
}

export interface TeamPlan {
  hotelId: number;
  positions: TeamNodeSpec[];
  channels: TeamNodeSpec[];
  staff: TeamStaffSpec[];
  /** Positions of the demo accounts of server/seed/data.ts in this hotel, by e-mail. */
  holders: Readonly<Record<string, string[]>>;
  /** Channel path → paths of the positions subscribed to it. */
  channelPositions: Readonly<Record<string, string[]>>;
  /** Channel path → e-mails of the people subscribed to it in person. */
  channelUsers: Readonly<Record<string, string[]>>;
}

const n = (name: string, ...children: TeamNodeSpec[]): TeamNodeSpec => ({ name, children });

const HOTEL_1: TeamPlan = {
  hotelId: 1,
  positions: [
    n('Руководство', n('Генеральный менеджер')),
    n('Служба приёма', n('Ресепшн', n('Старший администратор'), n('Ночной администратор')), n('Консьерж'), n('Портье')),
    n('Хозяйственная служба', n('Горничные'), n('Прачечная')),
    n('Ресторан и бар', n('Официанты'), n('Бармены'), n('Кухня')),
    n('Техническая служба'),
  ],
  channels: [
    n(
      'Заявки гостей',
      n('Хозяйственная служба', n('Этажи 2–4'), n('Этажи 5–7'), n('Этажи 8–9 и люксы')),
      n('Ресторан и бар'),
      n('Трансфер и такси'),
      n('Технические неисправности'),
    ),
    n('Жалобы'),
    n('Объявления для персонала'),
    n('Ночная смена'),
    n('VIP-гости'),
  ],
  staff: [
    {
      email: 'i.sokolova@example.com',
      firstName: 'Ирина',
      lastName: 'Соколова',
      phone: '+7 921 318-44-02',
      state: 'active',
      joinedDaysAgo: 1400,
      lastLoginHoursAgo: 3.2,
      positions: ['Хозяйственная служба'],
    },
    {
      email: 'a.morozov@example.com',
      firstName: 'Алексей',
      lastName: 'Морозов',
      phone: '+7 911 702-15-90',
      state: 'active',
      joinedDaysAgo: 610,
      lastLoginHoursAgo: 9.5,
      positions: ['Служба приёма › Ресепшн › Ночной администратор'],
    },
    {
      email: 'o.lebedeva@example.com',
      firstName: 'Ольга',
      lastName: 'Лебедева',
      phone: '+7 921 455-60-17',
      state: 'active',
      joinedDaysAgo: 380,
      lastLoginHoursAgo: 26.1,
      positions: ['Служба приёма › Консьерж'],
    },
    {
      email: 's.novikov@example.com',
      firstName: 'Сергей',
      lastName: 'Новиков',
      phone: '+7 812 309-72-44',
      state: 'active',
      joinedDaysAgo: 950,
      lastLoginHoursAgo: 50.4,
      positions: ['Техническая служба'],
    },
    {
      email: 'm.kozlova@example.com',
      firstName: 'Мария',
      lastName: 'Козлова',
      phone: '+7 911 876-23-05',
      state: 'active',
      joinedDaysAgo: 220,
      lastLoginHoursAgo: 5.7,
      positions: ['Хозяйственная служба › Горничные', 'Хозяйственная служба › Прачечная'],
    },
    {
      email: 'p.egorov@example.com',
      firstName: 'Павел',
      lastName: 'Егоров',
      phone: '+7 921 640-11-38',
      state: 'active',
      joinedDaysAgo: 730,
      lastLoginHoursAgo: 30.8,
      positions: ['Ресторан и бар › Кухня'],
    },
    {
      email: 'n.fedorova@example.com',
      firstName: 'Наталья',
      lastName: 'Фёдорова',
      phone: '+7 931 205-87-66',
      state: 'invited',
      joinedDaysAgo: 2,
      positions: ['Служба приёма › Ресепшн'],
    },
    {
      email: 'a.vasilev@example.com',
      firstName: 'Артём',
      lastName: 'Васильев',
      phone: '+7 921 994-30-12',
      state: 'deactivated',
      joinedDaysAgo: 500,
      lastLoginHoursAgo: 24 * 24 + 6,
      deactivatedDaysAgo: 21,
      positions: ['Служба приёма › Портье'],
    },
  ],
  holders: {
    'admin@example.com': ['Руководство › Генеральный менеджер'],
    'e.volkova@example.com': ['Служба приёма › Ресепшн › Старший администратор'],
    'd.kuznetsov@example.com': ['Ресторан и бар'],
    'inactive@example.com': ['Техническая служба'],
  },
  channelPositions: {
    'Заявки гостей › Хозяйственная служба': ['Хозяйственная служба', 'Хозяйственная служба › Прачечная'],
    'Заявки гостей › Хозяйственная служба › Этажи 2–4': ['Хозяйственная служба › Горничные'],
    'Заявки гостей › Хозяйственная служба › Этажи 5–7': ['Хозяйственная служба › Горничные'],
    'Заявки гостей › Хозяйственная служба › Этажи 8–9 и люксы': ['Хозяйственная служба › Горничные'],
    'Заявки гостей › Ресторан и бар': ['Ресторан и бар › Официанты', 'Ресторан и бар › Кухня'],
    'Заявки гостей › Трансфер и такси': ['Служба приёма › Консьерж', 'Служба приёма › Портье'],
    'Заявки гостей › Технические неисправности': ['Техническая служба'],
    Жалобы: ['Руководство', 'Служба приёма › Ресепшн › Старший администратор'],
    'Объявления для персонала': [
      'Руководство',
      'Служба приёма',
      'Хозяйственная служба',
      'Ресторан и бар',
      'Техническая служба',
    ],
    'Ночная смена': ['Служба приёма › Ресепшн › Ночной администратор', 'Техническая служба'],
    'VIP-гости': ['Руководство › Генеральный менеджер', 'Служба приёма › Консьерж'],
  },
  channelUsers: {
    Жалобы: ['admin@example.com', 'i.sokolova@example.com'],
    'VIP-гости': ['e.volkova@example.com'],
    'Заявки гостей › Ресторан и бар': ['d.kuznetsov@example.com'],
    'Заявки гостей › Технические неисправности': ['a.morozov@example.com'],
  },
};

const HOTEL_2: TeamPlan = {
  hotelId: 2,
  positions: [
    n('Руководство', n('Генеральный менеджер')),
    n('Служба приёма', n('Ресепшн', n('Guest Relations')), n('Консьерж')),
    n('Хозяйственная служба', n('Горничные')),
    n('Ресторан и бар', n('Кухня'), n('Официанты'), n('Пляжный бар')),
    n('Пляж и бассейны', n('Спасатели')),
    n('Детский клуб'),
    n('Техническая служба'),
  ],
  channels: [
    n(
      'Заявки гостей',
      n('Хозяйственная служба', n('Этажи 1–2'), n('Этажи 3–5')),
      n('Ресторан и бар'),
      n('Трансфер из аэропорта'),
      n('Пляж и бассейны'),
      n('Технические неисправности'),
    ),
    n('Жалобы'),
    n('Детский клуб'),
    n('Объявления для персонала'),
    n('Ночная смена'),
  ],
  staff: [
    {
      email: 'm.alieva@example.com',
      firstName: 'Мадина',
      lastName: 'Алиева',
      phone: '+7 988 412-07-31',
      state: 'active',
      joinedDaysAgo: 540,
      lastLoginHoursAgo: 4.1,
      positions: ['Служба приёма › Ресепшн'],
    },
    {
      email: 'c.mendes@example.com',
      firstName: 'Carlos',
      lastName: 'Mendes',
      phone: '+351 912 480 316',
      state: 'active',
      joinedDaysAgo: 300,
      lastLoginHoursAgo: 7.3,
      positions: ['Ресторан и бар › Пляжный бар'],
    },
    {
      email: 's.laurent@example.com',
      firstName: 'Sophie',
      lastName: 'Laurent',
      phone: '+33 6 12 48 90 57',
      state: 'active',
      joinedDaysAgo: 190,
      lastLoginHoursAgo: 22.6,
      positions: ['Служба приёма › Ресепшн › Guest Relations'],
    },
    {
      email: 'a.sarkisyan@example.com',
      firstName: 'Артур',
      lastName: 'Саркисян',
      phone: '+7 918 660-34-28',
      state: 'active',
      joinedDaysAgo: 820,
      lastLoginHoursAgo: 30.2,
      positions: ['Пляж и бассейны', 'Пляж и бассейны › Спасатели'],
    },
    {
      email: 'e.goncharova@example.com',
      firstName: 'Елена',
      lastName: 'Гончарова',
      phone: '+7 988 157-92-40',
      state: 'active',
      joinedDaysAgo: 1100,
      lastLoginHoursAgo: 2.4,
      positions: ['Хозяйственная служба', 'Хозяйственная служба › Горничные'],
    },
    {
      email: 'l.weber@example.com',
      firstName: 'Lukas',
      lastName: 'Weber',
      phone: '+49 151 2384 7719',
      state: 'active',
      joinedDaysAgo: 95,
      lastLoginHoursAgo: 52.9,
      positions: ['Детский клуб'],
    },
    {
      email: 'p.sharma@example.com',
      firstName: 'Priya',
      lastName: 'Sharma',
      phone: '+91 98201 45873',
      state: 'invited',
      joinedDaysAgo: 1,
      positions: ['Служба приёма › Консьерж'],
    },
    {
      email: 'v.kim@example.com',
      firstName: 'Виктор',
      lastName: 'Ким',
      phone: '+7 918 390-41-66',
      state: 'deactivated',
      joinedDaysAgo: 400,
      lastLoginHoursAgo: 16 * 24 + 3,
      deactivatedDaysAgo: 14,
      positions: ['Техническая служба'],
    },
  ],
  holders: {
    'admin@example.com': ['Руководство › Генеральный менеджер'],
    'manager@example.com': ['Служба приёма', 'Служба приёма › Ресепшн › Guest Relations'],
    'g.rossi@example.com': ['Ресторан и бар', 'Ресторан и бар › Кухня'],
    't.akhmedov@example.com': ['Техническая служба'],
  },
  channelPositions: {
    'Заявки гостей › Хозяйственная служба': ['Хозяйственная служба'],
    'Заявки гостей › Хозяйственная служба › Этажи 1–2': ['Хозяйственная служба › Горничные'],
    'Заявки гостей › Хозяйственная служба › Этажи 3–5': ['Хозяйственная служба › Горничные'],
    'Заявки гостей › Ресторан и бар': ['Ресторан и бар › Кухня', 'Ресторан и бар › Официанты'],
    'Заявки гостей › Трансфер из аэропорта': ['Служба приёма › Консьерж'],
    'Заявки гостей › Пляж и бассейны': ['Пляж и бассейны', 'Ресторан и бар › Пляжный бар'],
    'Заявки гостей › Технические неисправности': ['Техническая служба'],
    Жалобы: ['Руководство', 'Служба приёма › Ресепшн › Guest Relations'],
    'Детский клуб': ['Детский клуб'],
    'Объявления для персонала': [
      'Руководство',
      'Служба приёма',
      'Хозяйственная служба',
      'Ресторан и бар',
      'Пляж и бассейны',
      'Детский клуб',
      'Техническая служба',
    ],
    'Ночная смена': ['Служба приёма › Ресепшн'],
  },
  channelUsers: {
    Жалобы: ['admin@example.com', 'manager@example.com'],
    'Заявки гостей › Трансфер из аэропорта': ['manager@example.com'],
    'Детский клуб': ['s.laurent@example.com'],
  },
};

/** A small mountain lodge: chalets and a main house, a banya, horses and a driver with an off-roader. */
const HOTEL_3: TeamPlan = {
  hotelId: 3,
  positions: [
    n('Руководство', n('Управляющий'), n('Куратор сети')),
    n('Приём гостей', n('Ресепшн'), n('Гиды и инструкторы', n('Конные прогулки'), n('Экскурсии'))),
    n('Хозяйство', n('Уборка шале'), n('Баня'), n('Кухня')),
    n('Водители'),
  ],
  channels: [
    n(
      'Заявки гостей',
      n('Уборка', n('Шале 1–6'), n('Шале 7–12'), n('Главный дом')),
      n('Кухня и завтраки'),
      n('Баня'),
      n('Трансфер и внедорожник'),
      n('Экскурсии и конные прогулки'),
    ),
    n('Технические неисправности'),
    n('Жалобы'),
    n('Объявления для персонала'),
  ],
  staff: [
    {
      email: 'e.tadyev@example.com',
      firstName: 'Эркемен',
      lastName: 'Тадыев',
      phone: '+7 983 325-18-40',
      state: 'active',
      joinedDaysAgo: 700,
      lastLoginHoursAgo: 6.3,
      positions: ['Приём гостей › Гиды и инструкторы', 'Приём гостей › Гиды и инструкторы › Конные прогулки'],
    },
    {
      email: 'y.romanova@example.com',
      firstName: 'Юлия',
      lastName: 'Романова',
      phone: '+7 913 998-02-57',
      state: 'active',
      joinedDaysAgo: 260,
      lastLoginHoursAgo: 3.6,
      positions: ['Приём гостей › Ресепшн'],
    },
    {
      email: 'n.belekov@example.com',
      firstName: 'Николай',
      lastName: 'Белеков',
      phone: '+7 960 963-44-12',
      state: 'active',
      joinedDaysAgo: 1200,
      lastLoginHoursAgo: 28.4,
      positions: ['Водители'],
    },
    {
      email: 't.todosheva@example.com',
      firstName: 'Татьяна',
      lastName: 'Тодошева',
      phone: '+7 983 581-70-09',
      state: 'active',
      joinedDaysAgo: 450,
      lastLoginHoursAgo: 20.2,
      positions: ['Хозяйство › Кухня'],
    },
    {
      email: 'a.zaitsev@example.com',
      firstName: 'Андрей',
      lastName: 'Зайцев',
      phone: '+7 913 692-35-81',
      state: 'active',
      joinedDaysAgo: 880,
      lastLoginHoursAgo: 45.1,
      positions: ['Хозяйство', 'Хозяйство › Баня'],
    },
    {
      email: 'o.chichinova@example.com',
      firstName: 'Ольга',
      lastName: 'Чичинова',
      phone: '+7 960 580-13-26',
      state: 'active',
      joinedDaysAgo: 150,
      lastLoginHoursAgo: 10.9,
      positions: ['Хозяйство › Уборка шале'],
    },
    {
      email: 'm.ilyin@example.com',
      firstName: 'Максим',
      lastName: 'Ильин',
      phone: '+7 913 040-77-95',
      state: 'invited',
      joinedDaysAgo: 3,
      positions: ['Приём гостей › Гиды и инструкторы › Экскурсии'],
    },
    {
      email: 'g.shadrina@example.com',
      firstName: 'Галина',
      lastName: 'Шадрина',
      phone: '+7 983 127-66-30',
      state: 'deactivated',
      joinedDaysAgo: 600,
      lastLoginHoursAgo: 47 * 24 + 2,
      deactivatedDaysAgo: 45,
      positions: ['Хозяйство › Уборка шале'],
    },
  ],
  holders: {
    's.orlova@example.com': ['Руководство › Управляющий'],
    'admin@example.com': ['Руководство › Куратор сети'],
    'manager@example.com': ['Приём гостей'],
    'a.tanaka@example.com': ['Приём гостей › Гиды и инструкторы › Экскурсии'],
  },
  channelPositions: {
    'Заявки гостей › Уборка': ['Хозяйство'],
    'Заявки гостей › Уборка › Шале 1–6': ['Хозяйство › Уборка шале'],
    'Заявки гостей › Уборка › Шале 7–12': ['Хозяйство › Уборка шале'],
    'Заявки гостей › Уборка › Главный дом': ['Хозяйство › Уборка шале'],
    'Заявки гостей › Кухня и завтраки': ['Хозяйство › Кухня'],
    'Заявки гостей › Баня': ['Хозяйство › Баня'],
    'Заявки гостей › Трансфер и внедорожник': ['Водители', 'Приём гостей › Ресепшн'],
    'Заявки гостей › Экскурсии и конные прогулки': ['Приём гостей › Гиды и инструкторы'],
    'Технические неисправности': ['Хозяйство', 'Водители'],
    Жалобы: ['Руководство'],
    'Объявления для персонала': ['Руководство', 'Приём гостей', 'Хозяйство', 'Водители'],
  },
  channelUsers: {
    Жалобы: ['s.orlova@example.com', 'y.romanova@example.com'],
    'Заявки гостей › Экскурсии и конные прогулки': ['a.tanaka@example.com'],
    'Технические неисправности': ['a.zaitsev@example.com'],
  },
};

export const TEAM_PLANS: readonly TeamPlan[] = [HOTEL_1, HOTEL_2, HOTEL_3];

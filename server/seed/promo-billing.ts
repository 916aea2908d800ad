/**
 * Promo landings and payment points of the demo seed (docs/CONTRACTS.md, «Promo landings» → «Demo data» and
 * «Billing»): per demo hotel three landings — one running now with a call to action leading to one of the hotel's
 * services, one scheduled for next month with a link, one that ended last month — and two or three payment points.
 * The first hotel's running landing has a painted picture (server/seed/photos.ts: the file is painted on its first
 * request, so the seed writes nothing to disk).
 *
 * Runs inside the seed's transaction after the services exist. A hotel gets landings only while it has none, and
 * points only while it has none, which keeps the step idempotent; the windows are whole days in the hotel's time
 * zone around the seed's moment, so one moment gives one result.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { slugify } from '../../lib/translit';
import type { Database } from '../db/database';
import { hotels, paymentPoints, promoLandings, services } from '../db/schema';
import { type CtaType, parseDateTime } from '../domain/promo';
import { todayIn } from '../domain/stays';
import { images } from '../media/schema';
import { demoPhoto } from './photos';

export interface PromoBillingSummary {
  landings: number;
  paymentPoints: number;
}

/** A window in days from the seed's day: `[from, until)` at the hotel's midnights. */
interface Window {
  from: number;
  until: number;
}

interface LandingSpec {
  title: string;
  body: string;
  window: Window;
  cta:
    | { type: Exclude<CtaType, 'service'>; url?: string; label?: string }
    | { type: 'service'; service: RegExp; label: string };
  /** A scene of server/seed/photos.ts painted as the landing's image. */
  image?: 'sea' | 'sunset' | 'mountains' | 'forest' | 'city' | 'plate' | 'spa';
}

interface PointSpec {
  name: string;
  gateway: string;
  currency: string;
  isActive?: boolean;
}

const RUNNING: Window = { from: -10, until: 20 };
const NEXT_MONTH: Window = { from: 30, until: 60 };
const LAST_MONTH: Window = { from: -60, until: -30 };

/** What each demo hotel gets, by hotel id. */
const PLANS: Readonly<Record<number, { landings: readonly LandingSpec[]; points: readonly PointSpec[] }>> = {
  1: {
    landings: [
      {
        title: 'SPA-уикенд для двоих',
        window: RUNNING,
        image: 'spa',
        cta: { type: 'service', service: /массаж/i, label: 'Записаться на массаж' },
        body: [
          'Два дня тишины в самом центре Петербурга: бассейн, хаммам и массаж в нашем спа-центре на минус первом этаже.',
          '## Что входит',
          '- проживание в номере «Делюкс» с видом на Неву;\n- завтраки в ресторане или в номер;\n- **классический массаж** для каждого гостя, 60 минут;\n- поздний выезд до 16:00.',
          'Спа-центр открыт *с 8:00 до 22:00*. Подробности — у администратора на ресепшн или по телефону +7 812 555-01-01.',
        ].join('\n\n'),
      },
      {
        title: 'Вечера на крыше с видом на Неву',
        window: NEXT_MONTH,
        cta: { type: 'link', url: 'https://grand-neva.example.com/roof', label: 'Забронировать столик' },
        body: [
          'Открываем сезон на террасе: закаты над Невой, живая музыка по пятницам и субботам и сезонное меню от шеф-повара.',
          '## Расписание',
          '- каждый вечер с 18:00 до 23:00;\n- живой джаз — **пятница и суббота** с 20:00;\n- в дождь переносим вечер в панорамный зал.',
          'Столики на закате разбирают быстро — [бронируйте заранее](https://grand-neva.example.com/roof).',
        ].join('\n\n'),
      },
      {
        title: 'Раннее бронирование со скидкой 15 %',
        window: LAST_MONTH,
        cta: { type: 'none' },
        body: [
          'Забронируйте проживание за 30 дней до заезда и получите **скидку 15 %** на любой номер.',
          '## Условия',
          '- оплата при бронировании;\n- бесплатная отмена за 14 дней до заезда;\n- скидка не суммируется с другими акциями.',
        ].join('\n\n'),
      },
    ],
    points: [
      { name: 'Ресепшн', gateway: 'cash', currency: 'RUB' },
      { name: 'Онлайн-оплата', gateway: 'yookassa', currency: 'RUB' },
      { name: 'Терминал в ресторане', gateway: 'tbank', currency: 'RUB', isActive: false },
    ],
  },
  2: {
    landings: [
      {
        title: 'Тайский массаж у моря: второй сеанс в подарок',
        window: RUNNING,
        cta: { type: 'service', service: /массаж/i, label: 'Записаться' },
        body: [
          'Запишитесь на два сеанса тайского массажа в спа-павильоне у бассейна — **второй в подарок**.',
          '## Как это работает',
          '- выберите время в приложении или у администратора;\n- оба сеанса — в течение вашего пребывания;\n- подарок действует для одного гостя.',
          'Мастера работают *с 10:00 до 21:00* без выходных.',
        ].join('\n\n'),
      },
      {
        title: 'Бархатный сезон в Сочи',
        window: NEXT_MONTH,
        cta: { type: 'link', url: 'https://azure-bay.example.com/velvet-season', label: 'Выбрать даты' },
        body: [
          'Тёплое море, мягкое солнце и свободные пляжи: проведите бархатный сезон в Azure Bay Resort.',
          '## В подарок при проживании от 5 ночей',
          '- бунгало на пляже на один день;\n- трансфер из аэропорта Адлер;\n- ужин в ресторане у бассейна.',
          'Подробности и даты — [на сайте отеля](https://azure-bay.example.com/velvet-season).',
        ].join('\n\n'),
      },
      {
        title: 'Детский клуб: неделя морских приключений',
        window: LAST_MONTH,
        cta: { type: 'link', url: 'https://azure-bay.example.com/kids', label: 'Программа клуба' },
        body: [
          'Неделя занятий для детей от 4 до 12 лет: **морская биология**, поиски сокровищ на пляже и мастер-классы.',
          '## Расписание',
          '- утренняя смена с 10:00 до 13:00;\n- вечерняя смена с 16:00 до 19:00;\n- участие бесплатно для гостей отеля.',
        ].join('\n\n'),
      },
    ],
    points: [
      { name: 'Ресепшн', gateway: 'cash', currency: 'RUB' },
      { name: 'Онлайн-оплата', gateway: 'yookassa', currency: 'RUB' },
      { name: 'Иностранные карты', gateway: 'stripe', currency: 'EUR' },
    ],
  },
  3: {
    landings: [
      {
        title: 'Банный вечер по-алтайски',
        window: RUNNING,
        cta: { type: 'service', service: /баня/i, label: 'Забронировать баню' },
        body: [
          'Баня на дровах у реки, травяной чай с алтайским мёдом и ужин из местных продуктов.',
          '## Что входит',
          '- два часа в бане с веником и травяным чаем;\n- **ужин** из марала или тайменя;\n- купель с ледяной водой из горного ручья.',
          'Баню топим к вашему приходу — *предупредите нас за три часа*.',
        ].join('\n\n'),
      },
      {
        title: 'Конные маршруты к Катуни',
        window: NEXT_MONTH,
        cta: { type: 'link', url: 'https://altai-lodge.example.com/horses', label: 'Посмотреть маршруты' },
        body: [
          'Новый сезон конных прогулок: маршруты от двух часов до двух дней с ночёвкой у костра.',
          '## Маршруты',
          '- **Предгорья** — 2 часа, для начинающих;\n- **К Катуни** — полдня, с обедом на берегу;\n- **Перевал** — два дня, для опытных всадников.',
          'Инструкторы подберут лошадь по вашему опыту. [Все маршруты](https://altai-lodge.example.com/horses).',
        ].join('\n\n'),
      },
      {
        title: 'Зимний Алтай: третья ночь в шале бесплатно',
        window: LAST_MONTH,
        cta: { type: 'none' },
        body: [
          'Снег, горы и камин в шале: при проживании от трёх ночей **третья ночь бесплатно**.',
          'Предложение действует для всех шале, кроме новогодних дат.',
        ].join('\n\n'),
      },
    ],
    points: [
      { name: 'Ресепшн', gateway: 'cash', currency: 'RUB' },
      { name: 'Онлайн-оплата', gateway: 'cloudpayments', currency: 'RUB', isActive: false },
    ],
  },
};

const DAY_MS = 86_400_000;

/** The hotel's midnight `days` after the seed's day (in its time zone). */
function midnight(timeZone: string, now: Date, days: number): Date {
  return parseDateTime(todayIn(timeZone, new Date(now.getTime() + days * DAY_MS)), timeZone)!;
}

async function countOf(
  db: Database,
  table: typeof promoLandings | typeof paymentPoints,
  hotelId: number,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(eq(table.hotelId, hotelId));
  return row?.value ?? 0;
}

async function seedLandings(
  db: Database,
  hotelId: number,
  timeZone: string,
  now: Date,
  specs: readonly LandingSpec[],
): Promise<number> {
  const hotelServices = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.hotelId, hotelId), eq(services.isActive, true)))
    .orderBy(asc(services.position), asc(services.id));
  let added = 0;
  for (const spec of specs) {
    const from = midnight(timeZone, now, spec.window.from);
    const until = midnight(timeZone, now, spec.window.until);
    let cta: { ctaType: CtaType; ctaServiceId: number | null; ctaUrl: string; ctaLabel: string } = {
      ctaType: 'none',
      ctaServiceId: null,
      ctaUrl: '',
      ctaLabel: '',
    };
    if (spec.cta.type === 'service') {
      const pattern = spec.cta.service;
      const service = hotelServices.find((candidate) => pattern.test(candidate.name));
      // A hotel whose services were changed before the seed ran gets the landing without a button.
      if (service) cta = { ctaType: 'service', ctaServiceId: service.id, ctaUrl: '', ctaLabel: spec.cta.label };
    } else if (spec.cta.type === 'link') {
      cta = { ctaType: 'link', ctaServiceId: null, ctaUrl: spec.cta.url ?? '', ctaLabel: spec.cta.label ?? '' };
    }
    // Written a week before its window opens (or a few days ago, for one that opens later).
    const createdAt = new Date(Math.min(from.getTime() - 7 * DAY_MS, now.getTime() - 3 * DAY_MS));
    const [row] = await db
      .insert(promoLandings)
      .values({
        hotelId,
        title: spec.title,
        slug: slugify(spec.title),
        body: spec.body,
        ...cta,
        publishFrom: from,
        publishUntil: until,
        isActive: true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: promoLandings.id });
    added += 1;
    if (spec.image) {
      const fileName = `demo-${spec.image}-l${row!.id}.png`;
      const photo = demoPhoto(fileName)!;
      // Nothing on a conflict: rows of a truncated landings table (ids restarted) may still hold the name, and
      // then already are this landing's picture.
      await db
        .insert(images)
        .values({
          hotelId,
          contentType: 'landing',
          objectId: row!.id,
          fileName,
          originalName: `${spec.title}.png`,
          mimeType: 'image/png',
          size: photo.bytes.length,
          width: photo.width,
          height: photo.height,
          isMain: true,
          position: 1,
        })
        .onConflictDoNothing();
    }
  }
  return added;
}

/**
 * Adds the demo landings of each demo hotel that has none and the demo payment points of each that has none.
 * Returns how many of each were added.
 */
export async function seedPromoBilling(db: Database, now: Date): Promise<PromoBillingSummary> {
  const summary: PromoBillingSummary = { landings: 0, paymentPoints: 0 };
  const existing = await db.select({ id: hotels.id, timezone: hotels.timezone }).from(hotels).orderBy(asc(hotels.id));
  for (const hotel of existing) {
    const plan = PLANS[hotel.id];
    if (!plan) continue;
    if ((await countOf(db, promoLandings, hotel.id)) === 0)
      summary.landings += await seedLandings(db, hotel.id, hotel.timezone, now, plan.landings);
    if ((await countOf(db, paymentPoints, hotel.id)) === 0) {
      await db.insert(paymentPoints).values(
        plan.points.map((point) => ({
          hotelId: hotel.id,
          ...point,
          isActive: point.isActive ?? true,
          createdAt: new Date(now.getTime() - 30 * DAY_MS),
        })),
      );
      summary.paymentPoints += plan.points.length;
    }
  }
  return summary;
}

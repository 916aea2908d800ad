/**
 * The hotel-settings part of the demo services (docs/CONTRACTS.md, «Services»): how each seeded service is
 * approved, booked, rated, where it is provided and when it can be ordered. The front desk's seed
 * (server/seed/front-desk.ts) creates the services; this step gives the ones it has just created realistic
 * settings instead of the column defaults.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotels, services } from '../db/schema';
import { ALWAYS_AVAILABLE, type Availability } from '../domain/services';

interface ServiceSettings {
  approveType: 'auto' | 'manual';
  bookingType: 'none' | 'time' | 'date' | 'period';
  geoLevel: 'hotel' | 'room' | 'territory' | 'city';
  feedbackVariant: 'none' | 'rating' | 'comment' | 'rating_and_comment';
  availability: Availability;
  /** Minutes to take an order into work; absent = none (the dashboard's hotel default applies). */
  responseMinutes?: number;
  /** Minutes to complete an order once taken; absent = none. */
  completionMinutes?: number;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const hours = (from: string, to: string, days: number[] = EVERY_DAY): Availability => ({ days, from, to });

/** Room service: ordered to the room, confirmed automatically, rated. */
const kitchen = (availability: Availability): ServiceSettings => ({
  approveType: 'auto',
  bookingType: 'none',
  geoLevel: 'room',
  feedbackVariant: 'rating',
  availability,
  responseMinutes: 10,
  completionMinutes: 40,
});
const breakfast: ServiceSettings = {
  approveType: 'auto',
  bookingType: 'time',
  geoLevel: 'room',
  feedbackVariant: 'rating_and_comment',
  availability: hours('07:00', '11:00'),
  responseMinutes: 10,
  completionMinutes: 30,
};
const transfer: ServiceSettings = {
  approveType: 'manual',
  bookingType: 'time',
  geoLevel: 'city',
  feedbackVariant: 'rating_and_comment',
  availability: ALWAYS_AVAILABLE,
  responseMinutes: 30,
};
const taxi: ServiceSettings = {
  approveType: 'auto',
  bookingType: 'time',
  geoLevel: 'city',
  feedbackVariant: 'none',
  availability: ALWAYS_AVAILABLE,
  responseMinutes: 5,
};
const housekeeping = (availability: Availability = ALWAYS_AVAILABLE): ServiceSettings => ({
  approveType: 'auto',
  bookingType: 'none',
  geoLevel: 'room',
  feedbackVariant: 'none',
  availability,
  responseMinutes: 10,
  completionMinutes: 30,
});
const lateCheckout: ServiceSettings = {
  approveType: 'manual',
  bookingType: 'date',
  geoLevel: 'room',
  feedbackVariant: 'none',
  availability: ALWAYS_AVAILABLE,
};
const spa = (availability: Availability): ServiceSettings => ({
  approveType: 'manual',
  bookingType: 'time',
  geoLevel: 'territory',
  feedbackVariant: 'rating_and_comment',
  availability,
});
const excursion = (bookingType: ServiceSettings['bookingType'], availability: Availability): ServiceSettings => ({
  approveType: 'manual',
  bookingType,
  geoLevel: 'city',
  feedbackVariant: 'rating_and_comment',
  availability,
});

/** By hotel id, then by the service's name in server/seed/front-desk-data.ts. */
const SEED_SERVICE_SETTINGS: Readonly<Record<number, Readonly<Record<string, ServiceSettings>>>> = {
  1: {
    'Завтрак в номер': breakfast,
    'Борщ с пампушками': kitchen(hours('12:00', '23:00')),
    'Бефстроганов с картофельным пюре': kitchen(hours('12:00', '23:00')),
    'Блины с красной икрой': kitchen(hours('07:00', '23:00')),
    'Клаб-сэндвич': kitchen(ALWAYS_AVAILABLE),
    'Свежевыжатый апельсиновый сок': kitchen(hours('07:00', '23:00')),
    'Трансфер в аэропорт Пулково': transfer,
    Такси: taxi,
    'Классический массаж, 60 минут': spa(hours('10:00', '22:00')),
    'Стирка и глажка': { ...housekeeping(hours('08:00', '20:00', [1, 2, 3, 4, 5, 6])), feedbackVariant: 'comment' },
    'Дополнительные подушки': housekeeping(),
    'Уборка номера': { ...housekeeping(hours('09:00', '21:00')), bookingType: 'time', feedbackVariant: 'rating' },
    'Поздний выезд': lateCheckout,
    'Билеты в Мариинский театр': { ...excursion('date', hours('10:00', '20:00')), feedbackVariant: 'comment' },
    'Ужин при свечах на крыше': { ...excursion('date', hours('19:00', '23:00', [5, 6, 7])), geoLevel: 'territory' },
  },
  2: {
    'Завтрак в номер': breakfast,
    'Хачапури по-аджарски': kitchen(hours('11:00', '23:00')),
    'Пицца «Маргарита»': kitchen(hours('12:00', '00:00')),
    'Фруктовая тарелка': kitchen(ALWAYS_AVAILABLE),
    'Лимонад домашний, 1 л': kitchen(hours('09:00', '23:00')),
    'Трансфер в аэропорт Сочи': transfer,
    Такси: taxi,
    'Тайский массаж, 90 минут': spa(hours('10:00', '21:00')),
    'Бунгало на пляже': {
      approveType: 'manual',
      bookingType: 'date',
      geoLevel: 'territory',
      feedbackVariant: 'rating',
      availability: hours('08:00', '20:00'),
    },
    'Детская кроватка': housekeeping(),
    'Дополнительные полотенца': housekeeping(),
    Стирка: { ...housekeeping(hours('08:00', '18:00', [1, 2, 3, 4, 5])), feedbackVariant: 'comment' },
    'Поздний выезд': lateCheckout,
    'Яхтенная прогулка': excursion('time', hours('10:00', '18:00', [6, 7])),
  },
  3: {
    'Завтрак в номер': { ...breakfast, availability: hours('08:00', '11:00') },
    'Ужин из местных продуктов': kitchen(hours('18:00', '22:00')),
    'Облепиховый чай с мёдом': kitchen(ALWAYS_AVAILABLE),
    'Баня на дровах, 2 часа': spa(hours('14:00', '02:00')),
    'Конная прогулка': excursion('time', hours('09:00', '17:00')),
    'Экскурсия к Телецкому озеру': excursion('date', hours('09:00', '19:00', [2, 4, 6])),
    'Трансфер в аэропорт Горно-Алтайска': transfer,
    Такси: taxi,
    'Дополнительное одеяло': housekeeping(),
    'Дрова для камина': housekeeping(hours('08:00', '23:00')),
    'Поздний выезд': lateCheckout,
    'Рафтинг по Катуни': excursion('date', hours('09:00', '15:00', [3, 6, 7])),
  },
};

/**
 * Runs the front desk's seed (`seedServices`) and then gives the services it created the settings above and
 * their hotel's currency. Only hotels that had no service before are touched — the front desk seeds exactly
 * those — so services someone created or edited are never overwritten, and a second run changes nothing.
 */
export async function withServiceSettings<T>(db: Database, seedServices: () => Promise<T>): Promise<T> {
  const hotelIds = Object.keys(SEED_SERVICE_SETTINGS).map(Number);
  const before = await db
    .selectDistinct({ hotelId: services.hotelId })
    .from(services)
    .where(inArray(services.hotelId, hotelIds));
  const result = await seedServices();
  for (const hotelId of hotelIds.filter((id) => !before.some((row) => row.hotelId === id))) {
    const [hotel] = await db.select({ currency: hotels.currency }).from(hotels).where(eq(hotels.id, hotelId));
    if (!hotel) continue;
    for (const [name, settings] of Object.entries(SEED_SERVICE_SETTINGS[hotelId]!)) {
      await db
        .update(services)
        .set({ ...settings, currency: hotel.currency, updatedAt: sql`${services.createdAt}` })
        .where(and(eq(services.hotelId, hotelId), eq(services.name, name)));
    }
  }
  return result;
}

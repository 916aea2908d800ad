import {
  IconAirConditioning,
  IconAlarm,
  IconBabyCarriage,
  IconBaguette,
  IconBallFootball,
  IconBallTennis,
  IconBarbell,
  IconBath,
  IconBeach,
  IconBed,
  IconBeer,
  IconBell,
  IconBellRinging,
  IconBike,
  IconBook,
  IconBottle,
  IconBriefcase,
  IconBuildingCastle,
  IconBuildingMonument,
  IconBus,
  IconCake,
  IconCalendar,
  IconCamera,
  IconCar,
  IconCarrot,
  IconCarSuv,
  IconCash,
  IconChargingPile,
  IconChefHat,
  IconClock,
  IconCoffee,
  IconCreditCard,
  IconDeviceDesktop,
  IconDeviceGamepad,
  IconDeviceTv,
  IconDoorEnter,
  IconDoorExit,
  IconEggFried,
  IconElevator,
  IconFirstAidKit,
  IconFish,
  IconFlame,
  IconFlower,
  IconFountain,
  IconGift,
  IconGlass,
  IconGlassCocktail,
  IconGolf,
  IconGrill,
  IconHanger,
  IconHeart,
  IconHorse,
  IconHotelService,
  IconIceCream,
  IconInfoCircle,
  IconIroning,
  IconKayak,
  IconKey,
  IconLuggage,
  IconMap,
  IconMassage,
  IconMeat,
  IconMoodKid,
  IconMountain,
  IconMovie,
  IconMug,
  IconMusic,
  IconNetwork,
  IconParking,
  IconPaw,
  IconPhone,
  IconPill,
  IconPizza,
  IconPlane,
  IconPlaneArrival,
  IconPool,
  IconPresentation,
  type IconProps,
  IconReceipt,
  IconRun,
  IconSailboat,
  IconSalad,
  IconScooter,
  IconShoppingBag,
  IconSmokingNo,
  IconSnowflake,
  IconSoup,
  IconSun,
  IconSwimming,
  IconTemperature,
  IconTent,
  IconTicket,
  IconToolsKitchen2,
  IconTrain,
  IconTrees,
  IconVacuumCleaner,
  IconWashMachine,
  IconWheelchair,
  IconWifi,
  IconYoga,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { GuestAppIconName } from './icon-names';

/**
 * The icons the guest app offers for virtual categories and their items: a stored name (what the API carries, the
 * vocabulary the seed and the facilities already use) drawn with a Tabler icon. Named imports only, one per icon
 * offered, so the bundle carries these and not the whole set (Next's `optimizePackageImports` covers
 * `@tabler/icons-react`). The reference server accepts exactly these names (server/domain/guest-app-icons.ts; a
 * test keeps the two lists equal).
 */

export type IconGroup = keyof typeof ru.icons.groups;

export interface GuestAppIcon {
  name: GuestAppIconName;
  group: IconGroup;
  Icon: ComponentType<IconProps>;
}

const CATALOGUE: Record<IconGroup, Partial<Record<GuestAppIconName, ComponentType<IconProps>>>> = {
  food: {
    breakfast: IconEggFried,
    coffee: IconCoffee,
    tea: IconMug,
    bar: IconGlassCocktail,
    wine: IconGlass,
    beer: IconBeer,
    minibar: IconBottle,
    restaurant: IconToolsKitchen2,
    chef: IconChefHat,
    'room-service': IconHotelService,
    pizza: IconPizza,
    salad: IconSalad,
    soup: IconSoup,
    fish: IconFish,
    meat: IconMeat,
    bbq: IconGrill,
    cake: IconCake,
    'ice-cream': IconIceCream,
    bakery: IconBaguette,
    vegan: IconCarrot,
  },
  room: {
    bed: IconBed,
    key: IconKey,
    reception: IconBell,
    concierge: IconBellRinging,
    'check-in': IconDoorEnter,
    'check-out': IconDoorExit,
    'late-checkout': IconClock,
    'wake-up': IconAlarm,
    cleaning: IconVacuumCleaner,
    laundry: IconWashMachine,
    ironing: IconIroning,
    clothes: IconHanger,
    luggage: IconLuggage,
    tv: IconDeviceTv,
    'air-conditioning': IconAirConditioning,
    phone: IconPhone,
    wifi: IconWifi,
    ethernet: IconNetwork,
    computer: IconDeviceDesktop,
    business: IconBriefcase,
    conference: IconPresentation,
  },
  relax: {
    spa: IconFlower,
    massage: IconMassage,
    banya: IconFlame,
    sauna: IconTemperature,
    bath: IconBath,
    pool: IconPool,
    'pool-outdoor': IconSwimming,
    beach: IconBeach,
    sun: IconSun,
    yoga: IconYoga,
    fountain: IconFountain,
  },
  leisure: {
    fitness: IconBarbell,
    run: IconRun,
    tennis: IconBallTennis,
    football: IconBallFootball,
    golf: IconGolf,
    horse: IconHorse,
    ski: IconSnowflake,
    hiking: IconMountain,
    kayak: IconKayak,
    camping: IconTent,
    park: IconTrees,
    excursion: IconMap,
    sights: IconBuildingMonument,
    museum: IconBuildingCastle,
    cinema: IconMovie,
    music: IconMusic,
    games: IconDeviceGamepad,
    books: IconBook,
    photo: IconCamera,
    tickets: IconTicket,
    shopping: IconShoppingBag,
    gift: IconGift,
  },
  transport: {
    'airport-shuttle': IconPlaneArrival,
    plane: IconPlane,
    shuttle: IconBus,
    taxi: IconCar,
    'car-rental': IconCarSuv,
    parking: IconParking,
    'ev-charger': IconChargingPile,
    bicycle: IconBike,
    scooter: IconScooter,
    train: IconTrain,
    boat: IconSailboat,
  },
  other: {
    'kids-club': IconMoodKid,
    babysitting: IconBabyCarriage,
    crib: IconBed,
    pets: IconPaw,
    'no-smoking': IconSmokingNo,
    medical: IconFirstAidKit,
    pharmacy: IconPill,
    accessible: IconWheelchair,
    elevator: IconElevator,
    atm: IconCash,
    card: IconCreditCard,
    receipt: IconReceipt,
    calendar: IconCalendar,
    info: IconInfoCircle,
    heart: IconHeart,
  },
};

/** Every icon offered, in the picker's order (group by group). */
export const GUEST_APP_ICONS: readonly GuestAppIcon[] = Object.entries(CATALOGUE).flatMap(([group, icons]) =>
  Object.entries(icons).map(([name, Icon]) => ({ name: name as GuestAppIconName, group: group as IconGroup, Icon })),
);

const BY_NAME = new Map<string, GuestAppIcon>(GUEST_APP_ICONS.map((icon) => [icon.name, icon]));

/** The icon of a stored name, or undefined when the guest app does not know it. */
export function guestAppIcon(name: string): GuestAppIcon | undefined {
  return BY_NAME.get(name.trim());
}

/** The Russian name of an icon. */
export function iconLabel(name: GuestAppIconName): string {
  return ru.icons.labels[name];
}

// ё decomposes into е and a combining diaeresis (U+0308); dropping the mark folds ё into е.
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\u0308/g, '');

/** The icons whose Russian name or stored name contains `query` (case and ё/е ignored). */
export function searchIcons(query: string): GuestAppIcon[] {
  const needle = fold(query.trim());
  if (needle === '') return [...GUEST_APP_ICONS];
  return GUEST_APP_ICONS.filter((icon) => fold(iconLabel(icon.name)).includes(needle) || icon.name.includes(needle));
}

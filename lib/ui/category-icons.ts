import {
  type Icon,
  IconBarbell,
  IconBellRinging,
  IconBuildingBank,
  IconBuildingCastle,
  IconBus,
  IconConfetti,
  IconFirstAidKit,
  IconFlame,
  IconFlower,
  IconLock,
  IconMoodKid,
  IconMountain,
  IconParking,
  IconShoppingBag,
  IconSos,
  IconToolsKitchen2,
  IconTrees,
  IconWifi,
} from '@tabler/icons-react';

/**
 * The icons of the hotel's categories (facility groups, safety and sights categories) by the `icon` name the API
 * stores: Tabler's own names (`tools-kitchen-2`, server/seed/content-data.ts) and the guest app's words the
 * facility catalogue uses (`spa`, `child`, server/seed-data.ts). One map for every screen that shows a category;
 * named imports, so only these icons ship. Read it with `Object.hasOwn` first: any other name has no icon.
 */
export const CATEGORY_ICONS: Readonly<Partial<Record<string, Icon>>> = {
  // Tabler's names.
  flame: IconFlame,
  'first-aid-kit': IconFirstAidKit,
  sos: IconSos,
  lock: IconLock,
  mountain: IconMountain,
  'building-museum': IconBuildingBank,
  'building-castle': IconBuildingCastle,
  trees: IconTrees,
  'tools-kitchen-2': IconToolsKitchen2,
  confetti: IconConfetti,
  'shopping-bag': IconShoppingBag,
  wifi: IconWifi,
  parking: IconParking,
  // The guest app's words.
  spa: IconFlower,
  restaurant: IconToolsKitchen2,
  child: IconMoodKid,
  shuttle: IconBus,
  fitness: IconBarbell,
  concierge: IconBellRinging,
};

/**
 * The icon names the guest app knows, for virtual categories and their items (issue 16, item 8): what the dashboard's
 * picker offers (features/guest-app/icons.ts draws each with a Tabler icon; a test keeps the lists equal). Any other
 * name is refused with a 400, so free text (`🙂`, a typo) never reaches a guest's phone.
 */
export const GUEST_APP_ICON_NAMES: ReadonlySet<string> = new Set([
  'breakfast', 'coffee', 'tea', 'bar', 'wine', 'beer', 'minibar', 'restaurant', 'chef', 'room-service', 'pizza',
  'salad', 'soup', 'fish', 'meat', 'bbq', 'cake', 'ice-cream', 'bakery', 'vegan', 'bed', 'key', 'reception',
  'concierge', 'check-in', 'check-out', 'late-checkout', 'wake-up', 'cleaning', 'laundry', 'ironing', 'clothes',
  'luggage', 'tv', 'air-conditioning', 'phone', 'wifi', 'ethernet', 'computer', 'business', 'conference', 'spa',
  'massage', 'banya', 'sauna', 'bath', 'pool', 'pool-outdoor', 'beach', 'sun', 'yoga', 'fountain', 'fitness', 'run',
  'tennis', 'football', 'golf', 'horse', 'ski', 'hiking', 'kayak', 'camping', 'park', 'excursion', 'sights',
  'museum', 'cinema', 'music', 'games', 'books', 'photo', 'tickets', 'shopping', 'gift', 'airport-shuttle', 'plane',
  'shuttle', 'taxi', 'car-rental', 'parking', 'ev-charger', 'bicycle', 'scooter', 'train', 'boat', 'kids-club',
  'babysitting', 'crib', 'pets', 'no-smoking', 'medical', 'pharmacy', 'accessible', 'elevator', 'atm', 'card',
  'receipt', 'calendar', 'info', 'heart',
]);

/** The field error of an icon name the guest app does not know. */
export function unknownIconMessage(name: string): string {
  return `Неизвестная иконка «${name}»: выберите иконку из списка.`;
}

import { ru } from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import type { NavItem } from '@/lib/ui/nav';

/** The areas of the main application, in menu order. Each later area adds its entry here. */
export const mainNav: NavItem[] = [
  { key: 'home', label: ru.nav.home, href: paths.home(), description: ru.nav.homeDescription },
  { key: 'orders', label: ru.nav.orders, href: paths.orders(), description: ru.nav.ordersDescription },
  { key: 'guests', label: ru.nav.guests, href: paths.guests(), description: ru.nav.guestsDescription },
  { key: 'reports', label: ru.nav.reports, href: paths.orderReports(), description: ru.nav.reportsDescription },
  { key: 'hotel', label: ru.nav.hotel, href: paths.hotel(), description: ru.nav.hotelDescription },
  { key: 'photos', label: ru.nav.photos, href: paths.hotelPhotos(), description: ru.nav.photosDescription },
  { key: 'facilities', label: ru.nav.facilities, href: paths.hotelFacilities(), description: ru.nav.facilitiesDescription },
  { key: 'services', label: ru.nav.services, href: paths.services(), description: ru.nav.servicesDescription },
  { key: 'staff', label: ru.nav.staff, href: paths.staff(), description: ru.nav.staffDescription },
  { key: 'positions', label: ru.nav.positions, href: paths.positions(), description: ru.nav.positionsDescription },
  { key: 'channels', label: ru.nav.channels, href: paths.channels(), description: ru.nav.channelsDescription },
  { key: 'profile', label: ru.nav.profile, href: paths.profile(), description: ru.nav.profileDescription },
];

/** The areas shown as cards on the home screen (all but home itself). */
export const homeAreas: NavItem[] = mainNav.filter((item) => item.key !== 'home');

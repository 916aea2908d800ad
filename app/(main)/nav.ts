import { ru } from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import type { NavItem } from '@/lib/ui/nav';

/** The areas of the main application, in menu order. Each later area adds its entry here. */
export const mainNav: NavItem[] = [
  { key: 'home', label: ru.nav.home, href: paths.home(), description: ru.nav.homeDescription },
  { key: 'profile', label: ru.nav.profile, href: paths.profile(), description: ru.nav.profileDescription },
];

/** The areas shown as cards on the home screen (all but home itself). */
export const homeAreas: NavItem[] = mainNav.filter((item) => item.key !== 'home');

import type { Metadata } from 'next';
import { MenusPage } from '@/features/guest-app/MenusPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.menus };

export default function Page() {
  return <MenusPage />;
}

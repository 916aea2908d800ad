import type { Metadata } from 'next';
import { VirtualCategoriesPage } from '@/features/guest-app/VirtualCategoriesPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.virtualCategories };

export default function Page() {
  return <VirtualCategoriesPage />;
}

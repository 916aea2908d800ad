import type { Metadata } from 'next';
import { FacilitiesPage } from '@/features/facilities/FacilitiesPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.facilities };

export default function Page() {
  return <FacilitiesPage />;
}

import type { Metadata } from 'next';
import { HotelPage } from '@/features/hotel/HotelPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.hotel };

export default function Page() {
  return <HotelPage />;
}

import type { Metadata } from 'next';
import { HotelPhotosPage } from '@/features/photos/HotelPhotosPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.photos };

export default function Page() {
  return <HotelPhotosPage />;
}

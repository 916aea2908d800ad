import type { Metadata } from 'next';
import { StaysPage } from '@/features/stays/StaysPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.guests };

export default function Page() {
  return <StaysPage />;
}

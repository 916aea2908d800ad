import type { Metadata } from 'next';
import * as ru from '@/lib/i18n/ru';
import { ServicesScreen } from './services-screen';

export const metadata: Metadata = { title: ru.nav.services };

export default function Page() {
  return <ServicesScreen />;
}

import type { Metadata } from 'next';
import { ContentPage } from '@/features/content/ContentPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.safety };

export default function Page() {
  return <ContentPage kind="safety" />;
}

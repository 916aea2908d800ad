import type { Metadata } from 'next';
import { PromoPage } from '@/features/promo/PromoPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.promo };

export default function Page() {
  return <PromoPage />;
}

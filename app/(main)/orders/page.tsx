import type { Metadata } from 'next';
import { OrdersPage } from '@/features/orders/OrdersPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.orders };

export default function Page() {
  return <OrdersPage />;
}

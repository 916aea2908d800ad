import type { Metadata } from 'next';
import { BillingPage } from '@/features/billing/BillingPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.billing };

export default function Page() {
  return <BillingPage />;
}

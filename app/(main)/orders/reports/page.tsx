import type { Metadata } from 'next';
import { ReportsPage } from '@/features/reports/ReportsPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.reports };

export default function Page() {
  return <ReportsPage />;
}

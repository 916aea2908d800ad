import type { Metadata } from 'next';
import { StaffPage } from '@/features/team/staff/StaffPage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.staff };

export default function Page() {
  return <StaffPage />;
}

import type { Metadata } from 'next';
import { StructurePage } from '@/features/team/structure/StructurePage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.nav.channels };

export default function Page() {
  return <StructurePage kind="channels" />;
}

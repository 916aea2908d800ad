import type { Metadata } from 'next';
import { ProfilePage } from '@/features/account/ProfilePage';
import * as ru from '@/lib/i18n/ru';

export const metadata: Metadata = { title: ru.profile.title };

export default function Page() {
  return <ProfilePage />;
}

import type { Metadata } from 'next';
import * as ru from '@/lib/i18n/ru';
import { PasswordResetScreen } from './password-reset-screen';

/*
 * The static export cannot know uid and token: one placeholder page (`/password-reset/_/_`) is built, the
 * static server serves it for every `/password-reset/<uid>/<token>`, and the screen reads the real values from
 * the address.
 */
export const dynamicParams = false;

export const metadata: Metadata = { title: ru.passwordReset.title };

export function generateStaticParams(): { uid: string; token: string }[] {
  return [{ uid: '_', token: '_' }];
}

export default function Page() {
  return <PasswordResetScreen />;
}

import type { Metadata } from 'next';
import * as ru from '@/lib/i18n/ru';
import { ActivationScreen } from './activation-screen';

/*
 * The static export cannot know uid and token: one placeholder page (`/activate/_/_`) is built, the static
 * server serves it for every `/activate/<uid>/<token>`, and the screen reads the real values from the address.
 */
export const dynamicParams = false;

export const metadata: Metadata = { title: ru.activation.title };

export function generateStaticParams(): { uid: string; token: string }[] {
  return [{ uid: '_', token: '_' }];
}

export default function Page() {
  return <ActivationScreen />;
}

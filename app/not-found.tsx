import type { Metadata } from 'next';
import * as ru from '@/lib/i18n/ru';
import { LazyNotFoundGate } from './not-found-lazy';

export const metadata: Metadata = { title: ru.notFound.title };

/** Unknown paths (the static server's fallback page): «Страница не найдена» behind the same session gate. */
export default function NotFound() {
  return <LazyNotFoundGate />;
}

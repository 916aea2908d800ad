import { Button } from '@mantine/core';
import Link from 'next/link';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { MessageScreen } from './ErrorScreen';

/** «Страница не найдена» with a link home; shown for unknown paths. */
export function NotFoundScreen() {
  return (
    <MessageScreen
      title={ru.notFound.title}
      text={ru.notFound.text}
      action={
        <Button component={Link} href={paths.home()}>
          {ru.notFound.home}
        </Button>
      }
    />
  );
}

import { Center, Loader } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';

/** SPEC §2: while the session loads, a centred spinner of the default size 48 replaces the whole app. */
export const SPINNER_SIZE = 48;

/** The whole-screen spinner of SPEC §2. */
export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status" aria-label={ru.common.loading}>
      <Loader size={SPINNER_SIZE} />
    </Center>
  );
}

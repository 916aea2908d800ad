/**
 * Setup of both unit projects (vitest.config.ts), after lib/test/setup.ts: the component tests' `next/navigation`
 * (lib/test/next-navigation.ts) for every file, and what a file must not inherit from the one before it when files
 * share one module graph (`isolate: false`): each starts in a fresh tab at `/`, with no notifications.
 */
import { notifications } from '@mantine/notifications';
import { beforeAll, vi } from 'vitest';
import { resetNavigation } from './next-navigation';

vi.mock('next/navigation', () => import('./next-navigation'));

beforeAll(() => {
  resetNavigation();
  notifications.clean();
  notifications.cleanQueue();
});

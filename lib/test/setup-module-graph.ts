/**
 * Setup of both unit projects (vitest.config.ts), after lib/test/setup.ts: the component tests' `next/navigation`
 * (lib/test/next-navigation.ts) for every file, and what a file must not inherit from the one before it when files
 * share one module graph (`isolate: false`): each starts in a fresh tab at `/`. Every test starts with no
 * notifications: the store is module-level, and a test waiting for «Сохранено» must not find the one before's.
 */
import { notifications } from '@mantine/notifications';
import { beforeAll, beforeEach, vi } from 'vitest';
import { resetNavigation } from './next-navigation';

vi.mock('next/navigation', () => import('./next-navigation'));

beforeAll(() => resetNavigation());

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

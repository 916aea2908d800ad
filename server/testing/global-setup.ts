/**
 * Vitest `globalSetup` (root vitest.config.ts): builds the seeded database template that every
 * `startTestServer()` loads, once, before the test workers start — otherwise the first test file of a fresh
 * machine pays initdb (several seconds) inside its `beforeAll`, and parallel workers wait on each other's build.
 */
import { warmTestTemplate } from './server';

export default async function setup(): Promise<void> {
  await warmTestTemplate();
}

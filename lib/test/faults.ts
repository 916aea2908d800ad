import { onTestFinished } from 'vitest';

/*
 * The test backend's development fault switches (server/routes/dev.ts, docs/decisions/195-tooling-and-the-test-run.md),
 * for one test: a path that fails with a status, a delay, a dropped connection. Sent with the environment's fetch to
 * the server's address, so no session is needed.
 */

async function send(serverUrl: string, method: 'POST' | 'DELETE', faults?: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${serverUrl}/dev/faults/`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: faults ? JSON.stringify(faults) : undefined,
  });
  if (!response.ok) throw new Error(`${method} /dev/faults/ answered ${response.status}`);
}

/** Switches `faults` on for the rest of the test; they are switched off when it ends, pass or fail. */
export async function setFaults(serverUrl: string, faults: Record<string, unknown>): Promise<void> {
  await send(serverUrl, 'POST', faults);
  onTestFinished(() => clearFaults(serverUrl));
}

/** Switches every fault off (within a test, to see the screen recover). */
export function clearFaults(serverUrl: string): Promise<void> {
  return send(serverUrl, 'DELETE');
}

/**
 * Child processes for `npm start` and `npm run dev`: output prefixed with a name, stopped together on
 * Ctrl-C, and when one dies the others are stopped too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from './build-if-stale';

export interface Managed {
  name: string;
  child: ChildProcess;
}

const managed: Managed[] = [];
let stopping = false;
const cleanups: (() => Promise<void> | void)[] = [];

/** Runs something else on shutdown (e.g. closing an in-process server). */
export function onShutdown(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

/** Starts `node_modules/.bin/<command>` with a `[name]` prefix on each output line. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Managed {
  const child = spawn(path.join(PROJECT_ROOT, 'node_modules', '.bin', command), args, {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping it stops what it started (tsx watch → node, next dev → workers).
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      (stream === child.stderr ? process.stderr : process.stdout).write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping the rest.`);
    void shutdown(code === 0 ? 0 : 1);
  });
  const entry = { name, child };
  managed.push(entry);
  return entry;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and runs the cleanups, then exits. */
export async function shutdown(exitCode = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.all(
      managed.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            killGroup(child, 'SIGTERM');
          }),
      ),
    );
    for (const cleanup of cleanups) await cleanup();
  }
  process.exit(exitCode);
}

/** Ctrl-C and SIGTERM stop everything. */
export function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) console.log('\nStopping ...');
      void shutdown(0);
    });
  }
}

/** Resolves once `url` answers with any HTTP status; rejects after `timeoutMs` or when `child` exits first. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process exited before ${url} answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { SessionContext } from '@/lib/session';
import { render, screen } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import type { DictionaryName } from './api';
import { DictionariesLoader } from './DictionariesLoader';
import { dictionaryNames, useDictionary } from './queries';

const server = withTestServer();
/** A signed-in session as the provider would give it; only the active hotel matters to the loader. */
const session = withSignedInSession('admin@example.com', 1);
let fetchSpy: MockInstance<typeof fetch> | undefined;

async function setFault(fault: Record<string, unknown> | null) {
  await fetch(`${server().url}/dev/faults/`, {
    method: fault ? 'POST' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: fault ? JSON.stringify(fault) : undefined,
  });
}

function callsTo(path: string): number {
  return (fetchSpy?.mock.calls ?? []).filter(
    ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname === path,
  ).length;
}

function Dictionary({ name }: { name: DictionaryName }) {
  const { isPending, error, data, refetch } = useDictionary(name);
  if (isPending) return <p>{name}: pending</p>;
  if (error) {
    return (
      <p>
        {name}: error {error.status} {error.message}{' '}
        <button type="button" onClick={refetch}>
          retry {name}
        </button>
      </p>
    );
  }
  return (
    <p>
      {name}: loaded {Array.isArray(data) ? data.length : Object.keys(data ?? {}).length}
    </p>
  );
}

afterEach(async () => {
  fetchSpy?.mockRestore();
  await setFault(null);
});

describe('DictionariesLoader', { timeout: 30_000 }, () => {
  it('loads every dictionary once; a failing one reports {status, message} and can be retried alone', async () => {
    await setFault({ failStatus: 502, failPaths: '/config/langs/*' });
    fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = render(
      <SessionContext value={session()}>
        <DictionariesLoader />
        {dictionaryNames.map((name) => (
          <Dictionary key={name} name={name} />
        ))}
      </SessionContext>,
    );

    expect(await screen.findByText(/^languages: error 502/)).toBeInTheDocument();
    for (const name of dictionaryNames.filter((n) => n !== 'languages')) {
      expect(await screen.findByText(new RegExp(`^${name}: loaded \\d+`))).toBeInTheDocument();
    }
    // Prefetch and the screens share one request per dictionary.
    expect(callsTo('/service_orders/statuses/')).toBe(1);
    expect(callsTo('/dashboard/categories/all/')).toBe(1);

    await setFault(null);
    await user.click(screen.getByRole('button', { name: 'retry languages' }));
    expect(await screen.findByText(/^languages: loaded/)).toBeInTheDocument();
    expect(callsTo('/service_orders/statuses/')).toBe(1);
  });
});

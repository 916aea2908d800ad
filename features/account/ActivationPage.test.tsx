import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { parseAccountLink, paths } from '@/lib/paths';
import { render, screen } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { ActivationPage } from './ActivationPage';

const server = withTestServer();

/** The activation link the seed e-mailed to the inactive demo user. */
async function activationLink(): Promise<{ uid: string; token: string }> {
  const messages = (await server().outbox()).filter((message) => message.to === 'inactive@example.com');
  for (const message of messages) {
    for (const href of message.links) {
      const link = parseAccountLink(new URL(href).pathname, 'activate');
      if (link) return link;
    }
  }
  throw new Error('no activation link in the outbox of inactive@example.com');
}

function openPage(link: { uid: string; token: string }) {
  window.history.pushState({}, '', paths.activate(link.uid, link.token));
  return render(
    <StrictMode>
      <ActivationPage />
    </StrictMode>,
  );
}

describe('ActivationPage', { timeout: 30_000 }, () => {
  it('activates once on opening (StrictMode too), with a loader meanwhile, then links to sign-in', async () => {
    const link = await activationLink();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    openPage(link);
    expect(screen.getByRole('status', { name: ru.activation.loading })).toBeInTheDocument();
    expect(await screen.findByText(ru.activation.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.activation.toLogin })).toHaveAttribute('href', paths.home());
    const activations = fetchSpy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/auth/users/activation/'),
    );
    expect(activations).toHaveLength(1);
  });

  it('says that the account is already active when the link is opened a second time', async () => {
    // The first test activated the account with this link; djoser answers it now with 403 «Stale token».
    openPage(await activationLink());
    expect(await screen.findByText(ru.activation.failure)).toBeInTheDocument();
    expect(screen.getByText(ru.activation.alreadyActive)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.activation.toLogin })).toHaveAttribute('href', paths.home());
  });

  it('reports a link that does not work', async () => {
    openPage({ uid: 'MQ', token: 'not-a-token' });
    expect(await screen.findByText(ru.activation.failure)).toBeInTheDocument();
    expect(screen.queryByText(ru.activation.alreadyActive)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.activation.toLogin })).toBeInTheDocument();
  });
});

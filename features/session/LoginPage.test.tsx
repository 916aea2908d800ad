import { describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { useSession } from '@/lib/session';
import { storageKeys } from '@/lib/storage';
import { sentCalls } from '@/lib/test/answers';
import { act, fireEvent, render, screen } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { startTestServer } from '@/server/testing/server';
import { SessionProvider } from './components/SessionProvider';
import { LoginPage } from './LoginPage';

const server = withTestServer();

/** The session as a person sees it: the sign-in screen, or who is signed in to which hotel. */
function SessionProbe() {
  const session = useSession();
  if (session.status === 'anonymous') return <LoginPage login={session.login} ended={session.ended} />;
  if (session.status === 'loading') return <p>loading</p>;
  return (
    <p>
      signed in as {session.user.email} at {session.activeHotel?.name}
    </p>
  );
}

function renderSignIn() {
  return render(
    <SessionProvider>
      <SessionProbe />
    </SessionProvider>,
  );
}

describe('LoginPage', { timeout: 30_000 }, () => {
  it('says the credentials are wrong and keeps what was typed', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText(ru.login.email), 'admin@example.com');
    await user.type(screen.getByLabelText(ru.login.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: ru.login.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ru.login.invalidCredentials);
    expect(screen.getByLabelText(ru.login.email)).toHaveValue('admin@example.com');
    expect(screen.getByLabelText(ru.login.password)).toHaveValue('wrong-password');
    expect(localStorage.getItem(storageKeys.access)).toBeNull();
  });

  it('signs in once for a double submit (Enter twice before the button spins)', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText(ru.login.email), 'admin@example.com');
    await user.type(screen.getByLabelText(ru.login.password), 'demo12345');
    const sent = sentCalls('POST', /^\/auth\/token\/$/);
    const form = screen.getByRole('button', { name: ru.login.submit }).closest('form')!;
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both submits is the point: React must not re-render between them.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByText(/^signed in as admin@example.com/)).toBeInTheDocument();
    expect(sent).toEqual(['/auth/token/']);
  });

  it('names a not yet activated account as a cause and sends one new activation e-mail to the typed address', async () => {
    const email = 'inactive@example.com';
    const before = (await server().outbox()).filter((message) => message.to === email).length;
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText(ru.login.email), email);
    await user.type(screen.getByLabelText(ru.login.password), 'demo12345');
    await user.click(screen.getByRole('button', { name: ru.login.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ru.login.invalidCredentials);
    expect(alert).toHaveTextContent(ru.login.notActivatedHint);
    // A double click in one task (before React renders the button as loading) sends one e-mail.
    const resend = screen.getByRole('button', { name: ru.login.resendActivation });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both clicks is the point: React must not re-render between them.
    act(() => {
      fireEvent.click(resend);
      fireEvent.click(resend);
    });
    expect(await screen.findByText(ru.login.resendSent(email))).toBeInTheDocument();
    const mails = (await server().outbox()).filter((message) => message.to === email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.links.some((link) => link.includes('/activate/'))).toBe(true);
  });

  it('says so when the address has no account waiting for activation (djoser 2.1 answers 400)', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText(ru.login.email), 'admin@example.com');
    await user.type(screen.getByLabelText(ru.login.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: ru.login.submit }));
    await user.click(await screen.findByRole('button', { name: ru.login.resendActivation }));
    expect(await screen.findByText(ru.login.resendNoInactiveAccount('admin@example.com'))).toBeInTheDocument();
    expect(screen.queryByText(ru.login.resendSent('admin@example.com'))).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: ru.login.submit }));
    expect(await screen.findByText(ru.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ru.login.passwordRequired)).toBeInTheDocument();
  });

  it('signs in through the session: tokens stored, user and first hotel loaded', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText(ru.login.email), 'admin@example.com');
    await user.type(screen.getByLabelText(ru.login.password), 'demo12345');
    await user.click(screen.getByRole('button', { name: ru.login.submit }));

    expect(await screen.findByText('signed in as admin@example.com at Гранд Отель Нева')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.access)).toEqual(expect.any(String));
    expect(localStorage.getItem(storageKeys.refresh)).toEqual(expect.any(String));
    expect(localStorage.getItem(storageKeys.activeHotel)).toBe('1');
  });

  it('sends a reset link from «Забыли пароль?» with the typed email', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText(ru.login.email), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: ru.login.forgotPassword }));

    expect(screen.getByLabelText(ru.forgotPassword.email)).toHaveValue('manager@example.com');
    await user.click(screen.getByRole('button', { name: ru.forgotPassword.submit }));
    expect(await screen.findByText(ru.forgotPassword.sent('manager@example.com'))).toBeInTheDocument();
    const outbox = await server().outbox();
    expect(
      outbox.some(
        (message) =>
          message.to === 'manager@example.com' && message.links.some((link) => link.includes('/password-reset/')),
      ),
    ).toBe(true);
  });

  it('keeps the typed email and password after a visit to «Забыли пароль?»', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText(ru.login.email), 'admin@example.com');
    await user.type(screen.getByLabelText(ru.login.password), 'typed-secret');
    await user.click(screen.getByRole('button', { name: ru.login.forgotPassword }));
    await user.click(await screen.findByRole('button', { name: ru.forgotPassword.back }));

    expect(screen.getByLabelText(ru.login.email)).toHaveValue('admin@example.com');
    expect(screen.getByLabelText(ru.login.password)).toHaveValue('typed-secret');
  });

  it('explains throttling in Russian', async () => {
    const strict = await startTestServer({ authRateLimit: 1 });
    try {
      configureHttp({ apiUrl: strict.url });
      const { user } = renderSignIn();
      await user.type(await screen.findByLabelText(ru.login.email), 'admin@example.com');
      await user.type(screen.getByLabelText(ru.login.password), 'wrong-password');
      await user.click(screen.getByRole('button', { name: ru.login.submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ru.login.invalidCredentials);

      await user.click(screen.getByRole('button', { name: ru.login.submit }));
      // The wait comes from Retry-After (the real backend's detail is prose in the request's language).
      expect(await screen.findByText(/^Слишком много попыток входа\. Попробуйте через \d+ секунд/)).toBeInTheDocument();
    } finally {
      await strict.close();
    }
  });

  it('says why when the signed-in user cannot be read, and keeps the typed email', async () => {
    // A backend whose user record lacks the hotel lists SPEC §3 promises: tokens are issued, users/me is unusable.
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname !== '/auth/users/me/') return realFetch(request);
      return new Response(JSON.stringify({ id: 1, email: 'admin@example.com', adminedHotels: [{ name: 'Морской' }] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    try {
      const { user } = renderSignIn();
      await user.type(await screen.findByLabelText(ru.login.email), 'admin@example.com');
      await user.type(screen.getByLabelText(ru.login.password), 'demo12345');
      await user.click(screen.getByRole('button', { name: ru.login.submit }));

      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(alert).toHaveTextContent(
        ru.login.profileFailed(ru.httpErrors.malformedAt('/auth/users/me/', 'adminedHotels.0.id', true)),
      );
      expect(screen.getByLabelText(ru.login.email)).toHaveValue('admin@example.com');
      expect(localStorage.getItem(storageKeys.access)).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});

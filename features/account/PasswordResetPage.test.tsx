import { describe, expect, it } from 'vitest';
import { authHttp, configureHttp } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { parseAccountLink, paths } from '@/lib/paths';
import { render, screen } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { startTestServer } from '@/server/testing/server';
import { PasswordResetPage } from './PasswordResetPage';

const EMAIL = 'manager@example.com';

const server = withTestServer();

/** Asks the real server for a reset e-mail and returns the link's uid and token from its outbox. */
async function resetLink(email = EMAIL): Promise<{ uid: string; token: string }> {
  await authHttp.post('/auth/users/reset_password/', null, { json: { email } });
  const [message] = (await server().outbox()).filter((m) => m.to === email);
  const link = message?.links.map((href) => parseAccountLink(new URL(href).pathname, 'password-reset')).find(Boolean);
  if (!link) throw new Error(`no password-reset link was e-mailed to ${email}`);
  return link;
}

function openPage(link: { uid: string; token: string }) {
  window.history.pushState({}, '', paths.passwordReset(link.uid, link.token));
  return render(<PasswordResetPage />);
}

const newPassword = () => screen.getByLabelText(ru.passwordReset.newPassword);
const repeatPassword = () => screen.getByLabelText(ru.passwordReset.repeatPassword);
const save = () => screen.getByRole('button', { name: ru.passwordReset.submit });

describe('PasswordResetPage', { timeout: 30_000 }, () => {
  const link = { uid: 'MQ', token: 'not-sent-in-these-tests' };

  it('shows the title and keeps «Сохранить» disabled until the form changes and is valid', async () => {
    const { user } = openPage(link);
    expect(screen.getByRole('heading', { name: ru.passwordReset.title })).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(newPassword(), 'new-secret-1');
    expect(save()).toBeDisabled(); // the repeat is still missing

    await user.type(repeatPassword(), 'new-secret-1');
    expect(save()).toBeEnabled();
  });

  it('shows each required message only once its field was touched', async () => {
    const { user } = openPage(link);

    await user.type(newPassword(), 'x');
    await user.clear(newPassword());
    // Still focused: not touched yet, so no message although the field is invalid.
    expect(screen.queryByText(ru.validation.passwordRequired)).not.toBeInTheDocument();

    await user.tab(); // leaves the first field (the visibility toggles are not in the tab order)
    expect(await screen.findByText(ru.validation.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(ru.validation.repeatRequired)).not.toBeInTheDocument();

    await user.tab(); // leaves the repeat field untouched by typing, but touched
    expect(await screen.findByText(ru.validation.repeatRequired)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('says the passwords do not match, on change, and clears it when they do', async () => {
    const { user } = openPage(link);
    await user.type(newPassword(), 'first-password');
    await user.type(repeatPassword(), 'first-passwore');
    await user.tab();
    expect(await screen.findByText(ru.validation.passwordsMismatch)).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(repeatPassword(), '{Backspace}d');
    expect(screen.queryByText(ru.validation.passwordsMismatch)).not.toBeInTheDocument();
    expect(save()).toBeEnabled();

    // Changing the first field re-checks the repeat.
    await user.type(newPassword(), '!');
    expect(await screen.findByText(ru.validation.passwordsMismatch)).toBeInTheDocument();
  });

  it('changes the password with a real e-mailed link, then refuses the used link with «Произошла ошибка!»', async () => {
    const realLink = await resetLink();
    const password = 'brand-new-secret-7';

    const first = openPage(realLink);
    await first.user.type(newPassword(), password);
    await first.user.type(repeatPassword(), password);
    await first.user.click(save());
    expect(await screen.findByText(ru.passwordReset.success)).toBeInTheDocument();
    expect(screen.queryByLabelText(ru.passwordReset.newPassword)).not.toBeInTheDocument();
    // The new password really works.
    await expect(authHttp.post('/auth/token/', null, { json: { email: EMAIL, password } })).resolves.toBeUndefined();
    first.unmount();

    // The token was bound to the old password: the server answers 400 {"token": [...]}, without a detail.
    const second = openPage(realLink);
    await second.user.type(newPassword(), 'another-secret-8');
    await second.user.type(repeatPassword(), 'another-secret-8');
    await second.user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ru.passwordReset.failure);
    expect(alert).toHaveTextContent(ru.passwordReset.tokenInvalid);
    // What was typed stays.
    expect(newPassword()).toHaveValue('another-secret-8');
  });

  it("shows the server's detail when the answer has one (429 of a throttled server)", async () => {
    const strict = await startTestServer({ authRateLimit: 1 });
    try {
      configureHttp({ apiUrl: strict.url });
      // The one auth call this server allows per minute.
      await authHttp.post('/auth/users/reset_password/', null, { json: { email: EMAIL } });
      const { user } = openPage({ uid: 'MQ', token: 'any' });
      await user.type(newPassword(), 'new-secret-9');
      await user.type(repeatPassword(), 'new-secret-9');
      await user.click(save());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Request was throttled\. Expected available in \d+ seconds?\./);
      expect(alert).not.toHaveTextContent(ru.passwordReset.failure);
    } finally {
      await strict.close();
    }
  });
});

import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { render, screen, waitFor } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { ProfilePage } from './ProfilePage';

withTestServer();

const phoneSchema = v.object({ phone: v.string() });

/** The manager, signed in through the API, on hotel 2. */
function managerSession(reload: () => Promise<void>): Promise<Session> {
  return signedInSession('manager@example.com', 2, { reload });
}

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('saves a changed field only when the form changed, notifies and reloads the session', async () => {
    const reload = vi.fn(async () => {});
    const session = await managerSession(reload);
    const { user } = render(
      <SessionContext value={session}>
        <ProfilePage />
      </SessionContext>,
    );
    const save = screen.getByRole('button', { name: ru.profile.save });
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText(ru.profile.phone));
    await user.type(screen.getByLabelText(ru.profile.phone), '+7 913 000-11-22');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText(ru.profile.saved)).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
    expect(save).toBeDisabled();
    expect((await http.get('/auth/users/me/', phoneSchema)).phone).toBe('+7 913 000-11-22');
  });

  it('follows the account saved elsewhere, keeping and naming a field changed here too', async () => {
    const session = await managerSession(async () => {});
    const page = (current: Session) => (
      <SessionContext value={current}>
        <ProfilePage />
      </SessionContext>
    );
    const { user, rerender } = render(page(session));
    const lastName = screen.getByLabelText(ru.profile.lastName);
    await user.clear(lastName);
    await user.type(lastName, 'Здешняя');

    // The account as another tab saved it: a new phone and last name.
    const { user: account } = session;
    if (!account) throw new Error('signed out');
    rerender(page({ ...session, user: { ...account, phone: '+7 913 777-00-00', lastName: 'Тамошняя' } }));

    await waitFor(() => expect(screen.getByLabelText(ru.profile.phone)).toHaveValue('+7 913 777-00-00'));
    expect(lastName).toHaveValue('Здешняя');
    const notice = screen.getByText(ru.common.remoteChange.title).closest('[role="status"]');
    expect(notice).toHaveTextContent(ru.profile.lastName);
    expect(notice).not.toHaveTextContent(ru.profile.phone);
  });

  it('holds a reload while either form has typed changes, and lets it go once they are saved', async () => {
    const session = await managerSession(async () => {});
    const { user } = render(
      <SessionContext value={session}>
        <ProfilePage />
      </SessionContext>,
    );
    const unloadHeld = () => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    expect(unloadHeld()).toBe(false);

    await user.type(screen.getByLabelText(ru.profile.newPassword), 'x');
    await waitFor(() => expect(unloadHeld()).toBe(true));
    await user.clear(screen.getByLabelText(ru.profile.newPassword));
    await waitFor(() => expect(unloadHeld()).toBe(false));

    await user.type(screen.getByLabelText(ru.profile.phone), '1');
    await waitFor(() => expect(unloadHeld()).toBe(true));
    await user.click(screen.getByRole('button', { name: ru.profile.save }));
    expect(await screen.findByText(ru.profile.saved)).toBeInTheDocument();
    await waitFor(() => expect(unloadHeld()).toBe(false));
  });

  it('shows a wrong current password on its field', async () => {
    const session = await managerSession(async () => {});
    const { user } = render(
      <SessionContext value={session}>
        <ProfilePage />
      </SessionContext>,
    );
    await user.type(screen.getByLabelText(ru.profile.currentPassword), 'not-my-password');
    await user.type(screen.getByLabelText(ru.profile.newPassword), 'new-secret-42');
    await user.type(screen.getByLabelText(ru.profile.repeatPassword), 'new-secret-42');
    await user.click(screen.getByRole('button', { name: ru.profile.changePassword }));

    // The server's message, on the field it concerns.
    expect(await screen.findByText('Неверный пароль.')).toBeInTheDocument();
    expect(screen.getByLabelText(ru.profile.currentPassword)).toHaveAccessibleDescription('Неверный пароль.');
  });
});

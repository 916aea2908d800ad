import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { authHttp, http } from '@/lib/http/client';
import { ru } from '@/lib/i18n/ru';
import { SessionContext, type Session } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { render, screen } from '@/lib/test/render';
import { ProfilePage } from './ProfilePage';
import { withTestServer } from '@/lib/test/server';

withTestServer();

const meSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullish(v.string(), ''),
  isActive: v.boolean(),
  lastLogin: v.nullish(v.string(), null),
  adminedHotels: v.array(v.object({ id: v.number(), name: v.string(), city: v.string() })),
  managedHotels: v.array(v.object({ id: v.number(), name: v.string(), city: v.string() })),
});

/** Signs the manager in through the API and returns a session around the real user record. */
async function managerSession(reload: () => Promise<void>): Promise<Session> {
  const tokens = await authHttp.post('/auth/token/', v.object({ access: v.string(), refresh: v.string() }), {
    json: { email: 'manager@example.com', password: 'demo12345' },
  });
  tokenStorage.setTokens(tokens);
  activeHotelStorage.set(2);
  const user = await http.get('/auth/users/me/', meSchema);
  const hotel = user.managedHotels[0] ?? null;
  return {
    status: 'authenticated',
    user,
    hotels: user.managedHotels,
    activeHotel: hotel,
    isAdminedHotel: false,
    isManagedHotel: true,
    role: 'manager',
    setActiveHotel: () => {},
    login: async () => {},
    logout: () => {},
    reload,
  };
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
    expect((await http.get('/auth/users/me/', meSchema)).phone).toBe('+7 913 000-11-22');
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

import { storageKeys } from '@/lib/storage';
import { demoUsers, expect, expiredAccessToken, loginViaApi, seedSession, test } from './fixtures';
import { expectSignIn } from './helpers';
import { renewExpiredTokenOnce } from './journeys';

test.describe('token refresh', () => {
  test('an expired access token is renewed during use and the screen loads', async ({ page }) => {
    await renewExpiredTokenOnce(page);
  });

  test('a rejected refresh token logs out to the sign-in area', async ({ page }) => {
    const { id } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password);
    await seedSession(page, { access: await expiredAccessToken(id), refresh: 'revoked-or-forged' });

    await page.goto('/profile');
    await expectSignIn(page);
    const stored = await page.evaluate(
      (keys) => [keys.access, keys.refresh, keys.activeHotel].map((key) => localStorage.getItem(key)),
      storageKeys,
    );
    expect(stored).toEqual([null, null, null]);
    // The address is kept: signing in again returns to the same screen.
    await expect(page).toHaveURL(/\/profile$/);
  });
});

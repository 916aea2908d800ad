/**
 * Invitations (issue 16, item 7): a colleague invited by an administrator (an inactive account with an activation
 * e-mail) signs in before activating, is told that the account may not be activated yet, and gets a new
 * activation e-mail with «Отправить письмо ещё раз»; an activation link opened a second time says the account is
 * already active. Each test invites its own colleague through the API (the demo `inactive@` account is activated by
 * the activation spec).
 */
import { type Credentials, demoUsers, expect, hotelApi, latestMailLink, outbox, test } from './fixtures';
import { expectShell, expectSignIn, signInThroughForm } from './helpers';

/** An administrator of hotel 1 invites a new manager, as the staff screen does. */
async function inviteColleague(): Promise<Credentials> {
  const admin = await hotelApi(demoUsers.admin, 1);
  const email = `invited.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  const password = 'harbour-lights-2026';
  await admin.post('/dashboard/accounts/add_staff/', {
    email,
    firstName: 'Ольга',
    lastName: 'Новикова',
    role: 'manager',
    password,
  });
  return { email, password };
}

test('an invited colleague who has not activated yet is told so and gets a new activation e-mail', async ({ page }) => {
  const colleague = await inviteColleague();
  const before = (await outbox(colleague.email)).length;
  expect(before).toBe(1);

  await page.goto('/');
  await signInThroughForm(page, colleague);
  const alert = page.getByRole('alert').filter({ hasText: 'Неверный email или пароль' });
  await expect(alert).toContainText('сначала активируйте учётную запись по ссылке из письма');
  await page.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Если учётная запись ${colleague.email} ещё не активирована` }),
  ).toBeVisible();
  await expect.poll(async () => (await outbox(colleague.email)).length).toBe(before + 1);
  await expectSignIn(page);

  // The new link works: activated, then the sign-in goes through.
  await page.goto(await latestMailLink(colleague.email, '/activate/'));
  await expect(page.getByText('Активация выполнена успешно!')).toBeVisible();
  await page.getByRole('link', { name: 'Войти' }).click();
  await signInThroughForm(page, colleague);
  await expectShell(page);
});

test('an activation link opened a second time says the account is already active, with a link to sign in', async ({
  page,
}) => {
  const colleague = await inviteColleague();
  const link = await latestMailLink(colleague.email, '/activate/');
  await page.goto(link);
  await expect(page.getByText('Активация выполнена успешно!')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Произошла ошибка при активации!')).toBeVisible();
  await expect(page.getByText('Учётная запись уже активна')).toBeVisible();
  await page.getByRole('link', { name: 'Войти' }).click();
  await signInThroughForm(page, colleague);
  await expectShell(page);
});

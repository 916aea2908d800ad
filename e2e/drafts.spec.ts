/**
 * Never lose a draft (issue 16, item 6): one guard (lib/ui/useDiscardGuard) in every editor. A dirty editor asks
 * «Закрыть без сохранения?» on Escape, an outside click and Back, and the browser asks on a reload; a clean open
 * record closes on Back and the screen stays; a zero-gap double click sends once. Each test makes its own data.
 */
import type { Page } from '@playwright/test';
import { createOrder, demoUsers, expect, hotelApi, test } from './fixtures';

const QUESTION = 'Закрыть без сохранения?';
const KEEP = 'Вернуться к форме';
const DISCARD = 'Закрыть без сохранения';
const TEXT = 'Текст, который жалко потерять';

const question = (page: Page) => page.getByRole('dialog', { name: QUESTION });

/** Answers the question with «Вернуться к форме»: the editor stays, and so does what was typed. */
async function keep(page: Page) {
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: KEEP }).click();
  await expect(question(page)).toHaveCount(0);
}

/**
 * Opens a screen from the navigation, as staff do: Back then stays in the app (a popstate). A Back out of the app
 * (a page load) is the browser's own beforeunload prompt, tested with the reload.
 */
async function openFromNavigation(page: Page, name: RegExp) {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name }).first().click();
}

/** The browser's Back, as the button does it (a popstate, not a page load). */
async function back(page: Page) {
  await page.evaluate(() => window.history.back());
}

test.describe('a drawer: the service editor', () => {
  test.use({ activeHotel: 3 });

  test('asks on Escape, an outside click, Back and a reload while something is typed', async ({
    signedInPage: page,
  }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Услуги', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Новая услуга' }).first().click();
    await expect(page).toHaveURL(/[?&]service=new/);
    const drawer = page.getByRole('dialog', { name: 'Новая услуга' });
    const name = drawer.getByRole('textbox', { name: 'Название' });
    await name.fill(TEXT);

    await name.press('Escape');
    await keep(page);
    await expect(name).toHaveValue(TEXT);

    // The overlay left of the drawer.
    await page.mouse.click(40, 400);
    await keep(page);
    await expect(name).toHaveValue(TEXT);

    await back(page);
    await keep(page);
    await expect(name).toHaveValue(TEXT);
    // The entry Back left is put back: the address still names the open editor.
    await expect(page).toHaveURL(/[?&]service=new/);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('Back on a clean open service closes the drawer and stays on the screen', async ({ signedInPage: page }) => {
    await page.goto('/');
    await page.goto('/services');
    const table = page.getByRole('table', { name: 'Услуги отеля' });
    await table.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/[?&]service=\d+/);
    await expect(page.getByRole('dialog')).toBeVisible();

    await back(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { name: 'Услуги', level: 1 })).toBeVisible();
  });
});

test.describe('dialogs on hotel 1', () => {
  test.use({ activeHotel: 1 });

  test('«Новый заказ» asks on an outside click, Escape and Back; «Вернуться к форме» keeps the text', async ({
    signedInPage: page,
  }) => {
    await openFromNavigation(page, /^Заказы/);
    await expect(page.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Новый заказ', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый заказ' });
    const comment = dialog.getByRole('textbox', { name: 'Комментарий' });
    await comment.fill(TEXT);

    await page.mouse.click(5, 5);
    await keep(page);
    await expect(comment).toHaveValue(TEXT);

    await comment.press('Escape');
    await keep(page);
    await expect(comment).toHaveValue(TEXT);

    await back(page);
    await keep(page);
    await expect(comment).toHaveValue(TEXT);
    await expect(page).toHaveURL(/\/orders/);

    await comment.press('Escape');
    await question(page).getByRole('button', { name: DISCARD }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();
  });

  test('the staff editor asks on Escape and Back instead of dropping what was typed', async ({
    signedInPage: page,
  }) => {
    await openFromNavigation(page, /^Сотрудники/);
    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    const form = page.getByRole('dialog', { name: 'Новый сотрудник' });
    const first = form.getByLabel('Имя');
    await first.fill('Вера');

    await first.press('Escape');
    await keep(page);
    await expect(first).toHaveValue('Вера');

    await back(page);
    await keep(page);
    await expect(first).toHaveValue('Вера');
    await expect(page).toHaveURL(/\/staff/);
  });

  test('a double click on «Отправить» sends one reply to the guest', async ({ signedInPage: page }) => {
    const admin = await hotelApi(demoUsers.admin, 1);
    const order = await createOrder(admin, { pick: 11 });
    const text = `Сейчас принесём ${Date.now()}`;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/service_orders/${order.id}/messages/`))
        posts.push(request.url());
    });
    await page.goto(`/orders?order=${order.id}`);
    const drawer = page.getByRole('dialog', { name: `Заказ #${order.id}` });
    await drawer.getByRole('textbox', { name: 'Ответ гостю' }).fill(text);
    await drawer.getByRole('button', { name: 'Отправить' }).dblclick();

    await expect(drawer.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    await expect(drawer.getByRole('textbox', { name: 'Ответ гостю' })).toHaveValue('');
    const detail = await admin.get<{ messages?: { text: string }[] }>(`/dashboard/service_orders/${order.id}/`);
    expect((detail.messages ?? []).filter((message) => message.text === text)).toHaveLength(1);
    expect(posts).toHaveLength(1);
  });

  test('a double click on «Пригласить» invites once, with no false «already exists»', async ({
    signedInPage: page,
  }) => {
    const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `double.${id}@example.com`;
    const invites: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/add_staff/')) invites.push(request.url());
    });
    await page.goto('/staff');
    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    const form = page.getByRole('dialog', { name: 'Новый сотрудник' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Имя').fill('Дана');
    await form.getByLabel('Фамилия').fill(`Двойкова${id}`);
    await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Dashboard-2026');
    await form.getByRole('textbox', { name: 'Повторите пароль' }).fill('Dashboard-2026');
    await form.getByRole('button', { name: 'Пригласить' }).dblclick();

    await expect(page.getByRole('dialog', { name: 'Приглашение отправлено' })).toContainText(email);
    // The invitation is told once, with no refusal (a second request would have said the e-mail is taken).
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog').getByText(/уже/)).toHaveCount(0);
    expect(invites).toHaveLength(1);
  });
});

/**
 * Accessibility (issue «production hardening»): axe-core on every screen and on the dialogs staff open most — no
 * serious or critical violation of WCAG 2.1 A/AA. Each violation is reported with its rule, impact and the
 * elements it found, so a failure says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createOrder, expect, hotelApi, test } from './fixtures';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS } from './screens';
import { openScreen } from './walk';

/** The serious and critical violations of the page as it is now (or of `include`, a dialog). */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const why = violation.nodes[0]?.any[0]?.message ?? violation.help;
      return `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} — ${why}`;
    });
}

/** Opens `path` as a full page load and waits for its heading and its data. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('no screen of the signed-in dashboard has a serious or critical accessibility violation', async ({
  signedInPage: page,
}) => {
  test.setTimeout(180_000);
  const report: Record<string, string[]> = {};
  // One start of the app, then the screens one after the other as the navigation opens them (e2e/walk.ts).
  for (const path of SIGNED_IN_SCREENS) {
    await openScreen(page, path);
    report[path] = await violations(page);
  }
  expect(report).toEqual(Object.fromEntries(SIGNED_IN_SCREENS.map((path) => [path, []])));
});

test('nor a new order’s notification on a screen away from the desk, with its question about desktop notices', async ({
  signedInPage: page,
}) => {
  await openScreen(page, '/profile');
  // Live first, so the order is announced as it comes.
  await page.getByRole('button', { name: 'Оповещения о новых заказах' }).click();
  await expect(page.getByText(/В реальном времени/)).toBeVisible();
  await page.keyboard.press('Escape');
  const colleague = { email: 'd.kuznetsov@example.com', password: 'demo12345' };
  const order = await createOrder(await hotelApi(colleague, 1), { comment: 'e2e: a11y of the notice' });
  const notice = page.getByRole('alert').filter({ hasText: `Новый заказ #${order.id}` });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCSS('opacity', '1');
  expect(await violations(page, '[role="alert"]')).toEqual([]);
});

test('nor the screens without a session', async ({ page }) => {
  const report: Record<string, string[]> = {};
  for (const path of PUBLIC_SCREENS) {
    await settle(page, path);
    report[path] = await violations(page);
  }
  expect(report).toEqual(Object.fromEntries(PUBLIC_SCREENS.map((path) => [path, []])));
});

/** The dialogs and drawers staff open most: the screen, the button that opens it, and the dialog's name. */
const DIALOGS = [
  { path: '/services', open: 'Новая услуга', dialog: 'Новая услуга' },
  { path: '/staff', open: 'Добавить сотрудника', dialog: /сотрудник/i },
  { path: '/promo', open: 'Новый лендинг', dialog: 'Новый лендинг' },
  { path: '/content/sights', open: 'Добавить', dialog: /./ },
  { path: '/billing', open: 'Добавить точку оплаты', dialog: /точка оплаты/i },
  { path: '/virtual-categories', open: 'Новая категория', dialog: 'Новая категория' },
  { path: '/menus', open: 'Новое меню', dialog: 'Новое меню' },
] as const;

test('nor the dialogs staff open most, and the focus returns to what opened them', async ({ signedInPage: page }) => {
  test.setTimeout(180_000);
  const report: Record<string, string[]> = {};
  for (const { path, open, dialog } of DIALOGS) {
    await openScreen(page, path);
    const opener = page.getByRole('button', { name: open, exact: true }).first();
    await opener.click();
    const opened = page.getByRole('dialog', { name: dialog });
    await expect(opened).toBeVisible();
    // Past the opening transition, so colours are measured as shown.
    await expect(opened).toHaveCSS('opacity', '1');
    report[`${path} «${open}»`] = await violations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(opener).toBeFocused();
  }
  expect(report).toEqual(Object.fromEntries(DIALOGS.map(({ path, open }) => [`${path} «${open}»`, []])));
});

test('nor the dialogs opened from a row, nested or asking for confirmation, and the focus comes back', async ({
  signedInPage: page,
}) => {
  test.setTimeout(180_000);
  const report: Record<string, string[]> = {};
  const check = async (label: string, opener: Locator, name: string | RegExp, close = true) => {
    await opener.click();
    const opened = page.getByRole('dialog', { name }).last();
    await expect(opened).toBeVisible();
    await expect(opened).toHaveCSS('opacity', '1');
    report[label] = await violations(page, '[role="dialog"]');
    if (!close) return;
    // A field whose list opens on focus (the new order's guest) takes the first Escape to close that list.
    const list = page.getByRole('listbox');
    if (await list.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    }
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(opener).toBeFocused();
  };

  await openScreen(page, '/orders');
  await check('/orders «Новый заказ»', page.getByRole('button', { name: 'Новый заказ', exact: true }), 'Новый заказ');
  // One order by its id: orders other tests create meanwhile come in at the top of the list.
  const orderId = await page
    .getByRole('article', { name: /^Заказ #\d+:/ })
    .first()
    .getAttribute('data-order-id');
  await check('/orders an order', page.locator(`article[data-order-id="${orderId}"]`), `Заказ #${orderId}`);

  await openScreen(page, '/guests');
  await check('/guests a stay', page.getByRole('rowgroup').last().getByRole('row').first(), /./, false);
  const stay = page.getByRole('dialog').first();
  await check('/guests «Сменить номер»', stay.getByRole('button', { name: 'Сменить номер' }), 'Смена номера');

  await openScreen(page, '/positions');
  const tree = page.getByRole('tree', { name: 'Дерево должностей' });
  const position = tree.getByRole('treeitem').nth(1);
  await position.click();
  await check(
    '/positions «Удалить»',
    page.getByRole('button', { name: 'Удалить', exact: true }).first(),
    'Удалить должность?',
  );

  expect(report).toEqual(Object.fromEntries(Object.keys(report).map((label) => [label, []])));
  expect(Object.keys(report)).toHaveLength(5);
});

test('Escape in an editor with something typed asks before closing; Escape again goes back to the text', async ({
  signedInPage: page,
}) => {
  for (const { path, open } of [
    { path: '/content/sights', open: 'Добавить' },
    { path: '/promo', open: 'Новый лендинг' },
  ]) {
    await settle(page, path);
    await page.getByRole('button', { name: open, exact: true }).first().click();
    const field = page.getByRole('dialog').first().getByRole('textbox').first();
    await field.fill('Текст, который жалко потерять');
    await field.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Закрыть без сохранения?' });
    await expect(discard).toBeVisible();
    // One Escape closes the question only, not the editor under it.
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(field).toHaveValue('Текст, который жалко потерять');
  }
});

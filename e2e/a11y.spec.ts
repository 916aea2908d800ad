/**
 * Accessibility (issue «production hardening»): axe-core on every screen and on the dialogs staff open most — no
 * serious or critical violation of WCAG 2.1 A/AA. Each violation is reported with its rule, impact and the
 * elements it found, so a failure says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS } from './screens';

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

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('no screen of the signed-in dashboard has a serious or critical accessibility violation', async ({ signedInPage: page }) => {
  test.setTimeout(180_000);
  const report: Record<string, string[]> = {};
  for (const path of SIGNED_IN_SCREENS) {
    await settle(page, path);
    report[path] = await violations(page);
  }
  expect(report).toEqual(Object.fromEntries(SIGNED_IN_SCREENS.map((path) => [path, []])));
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
    await settle(page, path);
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

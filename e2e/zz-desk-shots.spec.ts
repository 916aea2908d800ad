import { createOrder, demoUsers, expect, hotelApi, test } from './fixtures';

test.use({ activeHotel: 1, timezoneId: 'Asia/Yekaterinburg' });

for (const [w, h] of [[1280, 800], [390, 844]] as const) {
  test(`shots ${w}`, async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    const admin = await hotelApi(demoUsers.admin, 1);
    const order = await createOrder(admin, { pick: 5 });
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/orders');
    await expect(page.getByText('В реальном времени')).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/desk-shots/desk-${w}.png` });
    await page.goto(`/orders?order=${order.id}`);
    await expect(page.getByRole('dialog', { name: `Заказ #${order.id}` })).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/desk-shots/drawer-${w}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Новый заказ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый заказ' });
    await dialog.getByRole('combobox', { name: /Гость и номер/ }).click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/desk-shots/create-${w}.png` });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto('/orders/reports');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/desk-shots/reports-${w}.png` });
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('textbox', { name: 'Быстрый поиск' }).fill('Смир');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/desk-shots/search-${w}.png` });
    await page.getByRole('textbox', { name: 'Быстрый поиск' }).fill(`#${order.id}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/desk-shots/search-order-${w}.png` });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log('SCROLLWIDTH', w, width);
  });
}

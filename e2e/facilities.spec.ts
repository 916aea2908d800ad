/**
 * Facilities (issue «hotel settings»): the «Без категории» filter, and selecting and linking a facility, which
 * changes the one row in place and persists. Hotel 2, which no other spec changes.
 */
import { demoUsers, expect, hotelApi, test } from './fixtures';

test.use({ activeHotel: 2 });

interface Facility {
  id: number;
  name: string;
  category: number | null;
  selected: boolean;
  linked: boolean;
}

test('filters by «Без категории», then selects a facility and shows it to guests', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, 2);
  const all = (await admin.get<{ results: Facility[] }>('/dashboard/facilities/all/?page=1&page_size=999')).results;
  const uncategorised = all.filter((facility) => facility.category === null);
  const target = uncategorised.find((facility) => !facility.selected)!;
  const categorised = all.find((facility) => facility.category !== null)!;

  await page.goto('/hotel/facilities');
  await expect(page.getByRole('heading', { name: 'Удобства', level: 1 })).toBeVisible();
  await expect(page.getByText(categorised.name, { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option', { name: /^Без категории/ }).click();
  await expect(page).toHaveURL(/category=none/);
  for (const facility of uncategorised) await expect(page.getByText(facility.name, { exact: true })).toBeVisible();
  await expect(page.getByText(categorised.name, { exact: true })).toHaveCount(0);

  const selected = page.getByRole('switch', { name: `Есть в отеле: ${target.name}` });
  const linked = page.getByRole('switch', { name: `Показывать гостям: ${target.name}` });
  await expect(selected).not.toBeChecked();
  await selected.click();
  await expect(selected).toBeChecked();
  await expect(page.getByText(`«${target.name}» — есть в отеле`)).toBeVisible();
  await linked.click();
  await expect(linked).toBeChecked();
  await expect(page.getByText(`«${target.name}» показывается гостям`)).toBeVisible();

  await expect
    .poll(async () =>
      (await admin.get<{ results: Facility[] }>('/dashboard/facilities/?category=null')).results.find(
        (item) => item.id === target.id,
      ),
    )
    .toMatchObject({ selected: true, linked: true });
  await page.reload();
  await expect(page.getByRole('switch', { name: `Показывать гостям: ${target.name}` })).toBeChecked();
});

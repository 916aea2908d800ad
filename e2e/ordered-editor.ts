/**
 * What staff do in the guest app's ordered editors (virtual category items, menu items): find the editor, add by
 * name, drag or move from the keyboard, save. Shared by the guest-app spec and the DRF journeys (e2e/drf/).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export function editor(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

export function rows(list: Locator): Locator {
  return list.getByRole('listitem');
}

/** Picks an object in the editor's «add» field by typing its name, as staff do. */
export async function add(list: Locator, field: string, name: string): Promise<void> {
  const picker = list.getByRole('combobox', { name: field });
  await picker.fill(name);
  await list.page().getByRole('option', { name, exact: true }).click();
  await expect(rows(list).filter({ hasText: name })).toHaveCount(1);
}

/** Drags a row by its handle onto another row's place, with the mouse. */
export async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // A few pixels first: the editor starts a drag only after the pointer travelled (a click stays a click).
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Moves a row from the keyboard as a screen-reader user does: Space on its handle picks it up, each arrow moves it
 * one place, Space drops it — each step waiting for the editor's announcement, as the user hears it.
 */
export async function moveByKeyboard(page: Page, list: Locator, name: string, placesUp: number): Promise<void> {
  const handle = list.getByRole('button', { name: `Переместить: ${name}` });
  const announcer = page.locator('[id^="DndLiveRegion"]');
  // The places as the editor announces them: among the rows' handles, named as `name` is (a row's text may still
  // be settling while a name read by key arrives).
  const handles = await list
    .getByRole('button', { name: /^Переместить: / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  const total = handles.length;
  const from = handles.indexOf(`Переместить: ${name}`) + 1;
  expect(from, `«${name}» among ${handles.join(', ')}`).toBeGreaterThan(0);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(`Взят «${name}», позиция ${from} из ${total}.`);
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer after the pick-up: let the page's timers
  // queued so far run first (a timer of ours runs after it), or an early arrow is lost.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let step = 1; step <= placesUp; step += 1) {
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toHaveText(`«${name}»: позиция ${from - step} из ${total}.`);
  }
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(`«${name}» перемещён на позицию ${from - placesUp} из ${total}.`);
  await expect(handle).toBeFocused();
}

/**
 * Saves and waits for the outcome: a full save leaves the list clean (an earlier save's notification may still be
 * on screen, so the notification alone proves nothing); a partial one says so, once per test.
 */
export async function save(page: Page, list: Locator, outcome: 'saved' | 'partly' = 'saved'): Promise<void> {
  await list.getByRole('button', { name: 'Сохранить' }).click();
  if (outcome === 'saved') {
    await expect(list.getByTestId('editor-status')).toHaveText('Все изменения сохранены');
    await expect(page.getByText('Список сохранён').last()).toBeVisible();
  } else {
    await expect(page.getByText('Сохранено не всё')).toBeVisible();
  }
}

/**
 * The team (issue «staff, positions and channels»): inviting a staff member who activates and signs in, then is
 * locked out by deactivation; a three-level positions tree built, renamed and pruned; a position and a person
 * subscribed to a channel and removed; and the role rule — a manager reads the team but changes nothing. Hotel 1
 * (hotel 3 for the manager); every name is unique per run, so the specs share no rows.
 */
import type { Locator, Page } from '@playwright/test';
import { webUrl } from './env';
import { apiUrl, demoUsers, expect, hotelApi, latestMailLink, loginViaApi, test } from './fixtures';
import { expectShell, expectSignIn, signInThroughForm } from './helpers';

interface TreeNode {
  id: number;
  name: string;
  children: TreeNode[];
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function allNames(node: TreeNode): string[] {
  return [node.name, ...node.children.flatMap(allNames)];
}

/** The details panel of the selected node: its title is the node's name. */
function details(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/**
 * Selects a node of a tree by clicking its row. A tree item holds its whole subtree, so a click on the item itself
 * would land on whichever descendant sits in its middle.
 */
async function selectNode(tree: Locator, name: string): Promise<Locator> {
  const item = tree.getByRole('treeitem', { name, exact: true });
  await item.getByText(name, { exact: true }).first().click();
  await expect(item).toHaveAttribute('aria-selected', 'true');
  return item;
}

/** Picks an option of a searchable select by typing part of it. */
async function pick(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test.describe('staff accounts', () => {
  test.use({ activeHotel: 1 });

  test('an invited member activates from the e-mail, signs in, and is locked out once deactivated', async ({
    signedInPage: page,
    browser,
  }) => {
    // Two people in two browsers through a whole account lifecycle: more steps than one screen's test.
    test.slow();
    const id = unique();
    const person = {
      firstName: 'Вера',
      lastName: `Тестова${id}`,
      email: `vera.${id}@example.com`,
      password: 'Dashboard-2026',
    };
    const fullName = `${person.firstName} ${person.lastName}`;

    await page.goto('/staff');
    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    const form = page.getByRole('dialog', { name: 'Новый сотрудник' });
    await form.getByLabel('E-mail').fill(person.email);
    await form.getByLabel('Имя').fill(person.firstName);
    await form.getByLabel('Фамилия').fill(person.lastName);
    await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill(person.password);
    await form.getByRole('textbox', { name: 'Повторите пароль' }).fill(person.password);
    await form.getByRole('button', { name: 'Пригласить' }).click();
    await expect(page.getByRole('dialog', { name: 'Приглашение отправлено' })).toContainText(person.email);
    await page.getByRole('button', { name: 'Готово' }).click();
    const row = page.getByRole('row', { name: new RegExp(fullName) });
    await expect(row.getByText('Приглашён — ждёт активации')).toBeVisible();

    // The new member, on their own machine: the link from the e-mail, then the sign-in form.
    const link = await latestMailLink(person.email, '/activate/');
    const theirs = await browser.newContext({ baseURL: webUrl });
    const member = await theirs.newPage();
    await member.goto(link);
    await expect(member.getByText('Активация выполнена успешно!')).toBeVisible();
    await member.getByRole('link', { name: 'Войти' }).click();
    await signInThroughForm(member, person);
    await expectShell(member);

    await page.reload();
    await expect(row.getByText('Активен', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Действия: ${fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Деактивировать' }).click();
    const confirm = page.getByRole('dialog', { name: 'Деактивировать сотрудника?' });
    await expect(confirm).toContainText(`${fullName} (${person.email})`);
    await confirm.getByRole('button', { name: 'Деактивировать' }).click();
    await expect(row.getByText('Деактивирован', { exact: true })).toBeVisible();

    // Their open session ends at its next request, and signing in again is refused.
    await member.reload();
    await expectSignIn(member);
    await signInThroughForm(member, person);
    await expect(member.getByText('Неверный email или пароль')).toBeVisible();
    await expectSignIn(member);
    await theirs.close();
  });
});

test.describe('positions and channels', () => {
  test.use({ activeHotel: 1 });

  test('builds a three-level branch of positions, renames with F2, and deletes the branch with its subtree', async ({
    signedInPage: page,
  }) => {
    const id = unique();
    const [top, middle, leaf, renamed] = [`Отдел ${id}`, `Группа ${id}`, `Смена ${id}`, `Ночная смена ${id}`];
    const tree = page.getByRole('tree', { name: 'Дерево должностей' });

    await page.goto('/positions');
    for (const [parent, name] of [
      ['Все должности', top],
      [top, middle],
      [middle, leaf],
    ] as const) {
      await selectNode(tree, parent);
      await details(page, parent).getByRole('button', { name: 'Добавить вложенную' }).click();
      const input = page.getByRole('textbox', { name: 'Название новой должности' });
      await input.fill(name);
      await input.press('Enter');
      await expect(tree.getByRole('treeitem', { name, exact: true })).toBeVisible();
      await expect(page.getByText(`Должность «${name}» добавлена.`)).toBeVisible();
    }
    await expect(tree.getByRole('treeitem', { name: leaf, exact: true })).toHaveAttribute('aria-level', '4');

    // Rename from the keyboard: focus the row, F2, type, Enter.
    const leafRow = await selectNode(tree, leaf);
    await leafRow.press('F2');
    const rename = page.getByRole('textbox', { name: `Новое название для «${leaf}»` });
    await rename.fill(renamed);
    await rename.press('Enter');
    await expect(tree.getByRole('treeitem', { name: renamed, exact: true })).toBeVisible();
    // Shown at once; the notification says the server has it.
    await expect(page.getByText(`Должность «${leaf}» переименована в «${renamed}».`)).toBeVisible();

    // It was saved, and the branch stays open across a reload.
    await page.reload();
    await expect(tree.getByRole('treeitem', { name: renamed, exact: true })).toBeVisible();

    await selectNode(tree, top);
    await details(page, top).getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить должность?' });
    await expect(confirm).toContainText(`Будет удалено 3 должности: «${top}» и 2 вложенные.`);
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(tree.getByRole('treeitem', { name: top, exact: true })).toHaveCount(0);
    await expect(tree.getByRole('treeitem', { name: renamed, exact: true })).toHaveCount(0);

    const admin = await hotelApi(demoUsers.admin, 1);
    const names = allNames(await admin.get<TreeNode>('/dashboard/positions/tree_for_hotel/'));
    expect(names).not.toContain(top);
    expect(names).not.toContain(middle);
    expect(names).not.toContain(renamed);
  });

  test('the tree works with the keyboard alone: arrows, Insert to add, F2 to rename, Delete with its confirmation', async ({
    signedInPage: page,
  }) => {
    const id = unique();
    // Latin and no space: the type-ahead below types the name whole (Playwright types Cyrillic as text input, without
    // the key events a type-ahead listens to), and Space on a row activates the row.
    const [name, renamed] = [`Concierge-${id}`, `Старший консьерж ${id}`];
    const tree = page.getByRole('tree', { name: 'Дерево должностей' });
    await page.goto('/positions');
    const root = tree.getByRole('treeitem', { name: 'Все должности', exact: true });
    await expect(root).toBeVisible();

    // Tab reaches the tree (one stop: the focused row), Home goes to its root.
    const onRow = () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'treeitem');
    for (let presses = 0; presses < 100 && !(await onRow()); presses += 1) await page.keyboard.press('Tab');
    await expect(tree.getByRole('treeitem').and(page.locator(':focus'))).toHaveCount(1);
    await page.keyboard.press('Home');
    await expect(root).toBeFocused();

    await page.keyboard.press('Insert');
    const input = page.getByRole('textbox', { name: 'Название новой должности' });
    await expect(input).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    const added = tree.getByRole('treeitem', { name, exact: true });
    await expect(added).toBeVisible();
    await expect(page.getByText(`Должность «${name}» добавлена.`)).toBeVisible();

    // Typing a row's name finds it (type-ahead), wherever the focus is in the tree.
    await expect(tree.getByRole('treeitem').and(page.locator(':focus'))).toHaveCount(1);
    await page.keyboard.press('Home');
    await expect(root).toBeFocused();
    await page.keyboard.type(name);
    await expect(added).toBeFocused();
    await page.keyboard.press('F2');
    const rename = page.getByRole('textbox', { name: `Новое название для «${name}»` });
    await expect(rename).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(renamed);
    await page.keyboard.press('Enter');
    const renamedRow = tree.getByRole('treeitem', { name: renamed, exact: true });
    await expect(renamedRow).toBeFocused();
    await expect(page.getByText(`Должность «${name}» переименована в «${renamed}».`)).toBeVisible();

    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Удалить должность?' });
    await expect(confirm).toBeVisible();
    // Escape keeps it, and the focus comes back to its row.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toBeFocused();
    await page.keyboard.press('Delete');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Удалить' }).focus();
    await page.keyboard.press('Enter');
    await expect(renamedRow).toHaveCount(0);
    // The focus is not lost to the page: it is on a row of the tree.
    await expect(tree.getByRole('treeitem').and(page.locator(':focus'))).toHaveCount(1);
  });

  test('subscribes a position and a person to a channel, and removes them', async ({ signedInPage: page }) => {
    const admin = await hotelApi(demoUsers.admin, 1);
    const root = await admin.get<TreeNode>('/dashboard/channels/tree_for_hotel/');
    const channel = await admin.post<TreeNode>(`/dashboard/channels/${root.id}/add_child_node/`, {
      name: `Канал ${unique()}`,
    });

    await page.goto(`/channels?node=${channel.id}`);
    const panel = details(page, channel.name);
    const positions = panel.getByRole('region', { name: 'Подписанные должности' });
    const people = panel.getByRole('region', { name: 'Подписанные сотрудники' });
    await expect(positions.getByText('Пока ни одна должность не подписана')).toBeVisible();

    await pick(page, 'Добавить должность', 'Консьерж', /Консьерж$/);
    await expect(positions.getByText('Консьерж', { exact: true })).toBeVisible();
    await pick(page, 'Добавить сотрудника', 'Волкова', /Екатерина Волкова/);
    await expect(people.getByText('Екатерина Волкова', { exact: true })).toBeVisible();
    // Shown at once; the notifications say the server has both.
    await expect(page.getByText(`Должность «Консьерж» подписана на канал «${channel.name}».`)).toBeVisible();
    await expect(page.getByText(`Подписка оформлена: Екатерина Волкова — канал «${channel.name}».`)).toBeVisible();

    await page.reload();
    await expect(positions.getByText('Консьерж', { exact: true })).toBeVisible();
    await expect(people.getByText('Екатерина Волкова', { exact: true })).toBeVisible();
    const subscribed = await admin.get<{ name: string }[]>(`/dashboard/channels/${channel.id}/subscribed_positions/`);
    expect(subscribed.map((position) => position.name)).toEqual(['Консьерж']);

    await positions.getByRole('button', { name: 'Отписать должность «Консьерж»' }).click();
    await people.getByRole('button', { name: 'Отписать: Екатерина Волкова' }).click();
    await expect(positions.getByText('Пока ни одна должность не подписана')).toBeVisible();
    await expect(people.getByText('Пока никто не подписан')).toBeVisible();
    await expect.poll(() => admin.get<unknown[]>(`/dashboard/channels/${channel.id}/subscribed_users/`)).toEqual([]);
    expect(await admin.get<unknown[]>(`/dashboard/channels/${channel.id}/subscribed_positions/`)).toEqual([]);
  });
});

test.describe('the role rule', () => {
  // admin@example.com administers hotels 1 and 2 but only manages hotel 3.
  test.use({ activeHotel: 3 });

  test('a manager reads staff and structure but has no change actions, and the server refuses changes', async ({
    signedInPage: page,
  }) => {
    await page.goto('/staff');
    await expect(
      page.getByText('Изменять сотрудников и структуру отеля может только его администратор.'),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /Aiko Tanaka/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Добавить сотрудника' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Действия:/ })).toHaveCount(0);

    await page.goto('/positions');
    const tree = page.getByRole('tree', { name: 'Дерево должностей' });
    const row = tree.getByRole('treeitem').nth(1);
    await row.click();
    await row.press('F2');
    await expect(page.getByRole('textbox', { name: /^Новое название/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Добавить вложенн|^Переименовать|^Удалить/ })).toHaveCount(0);

    const { access } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password);
    const root = (await (
      await fetch(`${apiUrl}/dashboard/positions/tree_for_hotel/`, {
        headers: { authorization: `Bearer ${access}`, 'managed-hotel': '3' },
      })
    ).json()) as TreeNode;
    const refused = await fetch(`${apiUrl}/dashboard/positions/${root.id}/add_child_node/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${access}`,
        'managed-hotel': '3',
        'content-type': 'application/json',
        'accept-language': 'ru',
      },
      body: JSON.stringify({ name: 'Не должно появиться' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: 'Изменять сотрудников и структуру отеля может только его администратор.',
    });
  });
});

/**
 * Phones (issue 16, item 9): at 360 × 740, the narrowest phone staff use, no screen scrolls sideways and nothing
 * one can press lies outside the screen. Every screen of the navigation (app/(main)/nav.ts) as the administrator,
 * the sign-in screen, and the panels staff open most (a stay, an order, a service, a selected tree node, a group
 * of the guest app's editors, the navigation drawer).
 */
import type { Page } from '@playwright/test';
import { mainNav } from '@/app/(main)/nav';
import { createOrder, demoUsers, expect, hotelApi, test } from './fixtures';
import { openScreen } from './walk';

const PHONE = { width: 360, height: 740 };
/** Every screen of the navigation (nav.ts adds each area's entries), the home first. */
const SCREENS = [...new Set(['/', ...mainNav.map((item) => item.href)])];

/** What a person can press or type into. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  ...[
    'button',
    'link',
    'tab',
    'treeitem',
    'option',
    'menuitem',
    'checkbox',
    'radio',
    'switch',
    'combobox',
    'slider',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/**
 * What does not fit the viewport horizontally: the document when it is wider than the window, and every visible
 * interactive element that reaches past the left or right edge, each named by its tag, role and text. An element
 * cut off by a scrolling or clipping box of its own (a table that scrolls inside itself, a closed drawer) is not
 * visible there, so it is not counted; what shows of it must still be on the screen.
 */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const width = window.innerWidth;
    const docWidth = document.documentElement.scrollWidth;
    if (docWidth > width) found.push(`document is ${docWidth} px wide on a ${width} px screen`);
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> «${name}»`;
    };
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // What of it shows: its box cut by every ancestor that clips its overflow.
      let left = rect.left;
      let right = rect.right;
      for (
        let parent = element.parentElement;
        parent && parent !== document.documentElement && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.clip !== 'rect(0px, 0px, 0px, 0px)' && style.clipPath === 'none')
          continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (right - left <= 0) continue;
      // Half a pixel for sub-pixel layout.
      if (left < -0.5 || right > width + 0.5) {
        found.push(`${describe(element)} spans ${Math.round(left)}–${Math.round(right)} px`);
      }
    }
    // A button's label cut short («Отменить изменени»): Mantine's label clips what does not fit.
    for (const label of document.querySelectorAll('.mantine-Button-label')) {
      if (!label.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (label.scrollWidth > label.clientWidth + 1)
        found.push(`button label «${label.textContent ?? ''}» cut (${label.clientWidth} of ${label.scrollWidth} px)`);
    }
    return found;
  }, INTERACTIVE);
}

/** The texts on `page` shortened with an ellipsis (Mantine's `truncate`) that do not fit their box. */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [data-truncate]')]
      .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

/** Until no finite animation or transition runs: a drawer sliding in is measured where it stops. */
async function animationsDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/** Everything found on `page` once it stands still, under `label`, into `report`. */
async function check(page: Page, label: string, report: Record<string, string[]>): Promise<void> {
  await animationsDone(page);
  report[label] = await overflowOf(page);
}

test.use({ viewport: PHONE, activeHotel: 1 });

test('at 360 px no screen of the navigation is wider than the phone, nor has anything to press beyond its edges', async ({
  signedInPage: page,
}) => {
  test.setTimeout(240_000);
  const report: Record<string, string[]> = {};
  for (const path of SCREENS) {
    await openScreen(page, path);
    await check(page, path, report);
  }
  expect(report).toEqual(Object.fromEntries(SCREENS.map((path) => [path, []])));
  // Every screen of the navigation was looked at.
  expect(SCREENS.length).toBeGreaterThanOrEqual(18);
});

test('nor the panels and selections staff open on a phone', async ({ signedInPage: page }) => {
  test.setTimeout(240_000);
  const hotel = await hotelApi(demoUsers.admin, 1);
  const order = await createOrder(hotel, { comment: 'Телефон: заказ в узком окне', pick: 16 });
  const stays = await hotel.get<{ results: { id: number }[] }>('/dashboard/stays/?state=current&page_size=1');
  const services = await hotel.get<{ results: { id: number }[] }>('/dashboard/services/?page_size=1');
  const stayId = stays.results[0]?.id;
  const serviceId = services.results[0]?.id;
  expect(stayId).toBeDefined();
  expect(serviceId).toBeDefined();
  const report: Record<string, string[]> = {};
  const dialog = page.getByRole('dialog').first();

  await openScreen(page, `/orders?order=${order.id}`);
  await expect(dialog).toBeVisible();
  await check(page, 'an order', report);

  await openScreen(page, `/guests?stay=${stayId}`);
  await expect(dialog).toBeVisible();
  await check(page, 'a stay', report);

  await openScreen(page, `/services?service=${serviceId}`);
  await expect(dialog).toBeVisible();
  await check(page, 'a service', report);

  for (const path of ['/positions', '/channels']) {
    await openScreen(page, path);
    await page.getByRole('tree').getByRole('treeitem').nth(1).click();
    await expect(page.getByRole('button', { name: 'Удалить', exact: true }).first()).toBeVisible();
    await check(page, `${path}, a node selected`, report);
  }

  for (const path of ['/virtual-categories?category=1', '/menus?menu=1']) {
    await openScreen(page, path);
    await check(page, path, report);
  }
  // The menu's items show their whole names («Завтрак», not «Зав…»).
  await expect(page.getByText('Завтрак', { exact: true }).first()).toBeVisible();
  report['/menus?menu=1, names cut'] = await cutTexts(page);

  for (const path of ['/content/safety', '/content/sights']) {
    await openScreen(page, path);
    // The selected category is a filled pill: white text on the darker teal, not white on white.
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected).toHaveCSS('background-color', 'rgb(57, 128, 136)');
    await expect(selected).toHaveCSS('color', 'rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Добавить', exact: true }).first().click();
    await expect(dialog).toBeVisible();
    await check(page, `${path}, a new item`, report);
  }

  await openScreen(page, '/guests');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Каналы' })).toBeVisible();
  await check(page, 'the navigation opened', report);

  expect(report).toEqual(Object.fromEntries(Object.keys(report).map((label) => [label, []])));
});

test('nor the sign-in screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await animationsDone(page);
  expect(await overflowOf(page)).toEqual([]);
});

test('the floor on a phone: the waiting and late counts in the header, folded filters, 44 px actions kept in view, notifications clear of the header and the panel’s title', async ({
  signedInPage: page,
}) => {
  const hotel = await hotelApi(demoUsers.admin, 1);
  const order = await createOrder(hotel, { comment: 'Телефон: действия на виду', pick: 5 });

  await openScreen(page, '/orders');
  // The seed has orders past their service's time: their count is beside the waiting one, in red.
  const count = page.getByRole('banner').getByRole('link', { name: /^Открыть «Заказы»: \d+ нов\S+, \d+ опаздыва/ });
  await expect(count).toBeVisible();
  expect((await count.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await overflowOf(page)).toEqual([]);
  // The search stays; the period and the service fold under one button.
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toBeVisible();
  const more = page.getByRole('button', { name: /^Период и услуга/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Для выполненных и отменённых')).toBeHidden();
  const take = page.getByRole('article').first().getByRole('button', { name: 'Взять' });
  expect((await take.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await openScreen(page, `/orders?order=${order.id}&hotel=1`);
  const panel = page.getByRole('dialog', { name: `Заказ #${order.id}` });
  await expect(panel).toBeVisible();
  // Reading the thread, the actions stay at the bottom of the screen.
  await panel.getByRole('textbox', { name: 'Ответ гостю' }).scrollIntoViewIfNeeded();
  const action = panel.getByRole('button', { name: 'Взять' });
  await expect(action).toBeInViewport();
  expect((await action.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await action.click();
  const notice = page.getByText(`Заказ #${order.id} взят в работу`);
  await expect(notice).toBeVisible();
  const noticeBox = (await notice.boundingBox())!;
  const close = (await panel.getByRole('button', { name: 'Закрыть', exact: true }).boundingBox())!;
  const title = (await panel.getByRole('heading', { name: `Заказ #${order.id}` }).boundingBox())!;
  expect(noticeBox.y).toBeGreaterThanOrEqual(60);
  expect(noticeBox.y).toBeGreaterThanOrEqual(Math.max(close.y + close.height, title.y + title.height));
});

/**
 * What a finger presses on `page`, as found: the buttons, links, fields, tabs and options, a hidden radio or checkbox
 * by its label (a segment, a chip, a switch), a field's inner input by the field's box (a password field's).
 */
const TOUCH_TARGETS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  ...['button', 'link', 'tab', 'combobox', 'option', 'menuitem', 'treeitem', 'checkbox', 'radio', 'switch'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/**
 * The touch targets of `page` smaller than 44 × 44 px, and those lying over another (neither inside the other, a
 * field's own buttons on the field and a layer over what scrolls under it excepted, each as much of it as shows),
 * each named.
 */
function touchTargetFaults(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const targets = new Map<Element, DOMRect>();
    for (const element of document.querySelectorAll(selector)) {
      let target: Element = element;
      if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
        // Drawn by its label (Mantine's segments, chips and switches hide the input itself).
        const label = element.labels?.[0];
        if (getComputedStyle(element).opacity === '0' && label) target = label;
      } else if (element instanceof HTMLInputElement) {
        // A password field's input sits inside the field's border, which is what one sees and presses.
        target = element.closest('.mantine-Input-input') ?? element;
      }
      if (targets.has(target)) continue;
      // A hidden copy (the autosizing textarea's measuring one) is nothing to press.
      if (!target.checkVisibility({ visibilityProperty: true }) || target.closest('[aria-hidden="true"]')) continue;
      const box = target.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) targets.set(target, box);
    }
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    const faults: string[] = [];
    // Half a pixel for sub-pixel layout.
    for (const [target, box] of targets) {
      if (box.width < 43.5 || box.height < 43.5)
        faults.push(`«${name(target)}» ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    // A bar fixed or sticky over the page (a form's «Сохранить») passes over what scrolls under it, and so does a
    // layer of its own (a menu's dropdown, absolutely placed above the page).
    const layer = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position, zIndex } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky' || (position === 'absolute' && zIndex !== 'auto'))
          return node;
      }
      return null;
    };
    // What shows of a target: its box cut by every ancestor that clips its overflow (a closed branch of a tree, a
    // table scrolled sideways).
    const shown = (element: Element, box: DOMRect) => {
      let { left, right, top, bottom } = box;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const edges = parent.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, edges.left), Math.min(right, edges.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, edges.top), Math.min(bottom, edges.bottom)];
      }
      return { left, right, top, bottom };
    };
    const entries = [...targets].map(([target, box]) => [target, shown(target, box)] as const);
    entries.forEach(([a, boxA], index) => {
      for (const [b, boxB] of entries.slice(index + 1)) {
        if (a.contains(b) || b.contains(a) || layer(a) !== layer(b)) continue;
        const onField = (field: Element, other: Element) =>
          field.matches('.mantine-Input-input') && field.parentElement?.contains(other);
        if (onField(a, b) || onField(b, a)) continue;
        const width = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const height = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (width > 0.5 && height > 0.5) faults.push(`«${name(a)}» over «${name(b)}»`);
      }
    });
    return faults;
  }, TOUCH_TARGETS);
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every button, link, field, tab, segment, chip and switch of every screen is a finger’s target, 44 × 44 px, none over another', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(240_000);
    const report: Record<string, string[]> = {};
    for (const path of SCREENS) {
      await openScreen(page, path);
      await animationsDone(page);
      report[path] = await touchTargetFaults(page);
    }
    // The navigation's links in the drawer, the user menu's items.
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Каналы' })).toBeVisible();
    await animationsDone(page);
    report['the navigation opened'] = await touchTargetFaults(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Меню пользователя/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Выйти' })).toBeVisible();
    await animationsDone(page);
    report['the user menu opened'] = await touchTargetFaults(page);
    expect(report).toEqual(Object.fromEntries(Object.keys(report).map((label) => [label, []])));
    // The screens with the small controls of old: the reports' sort headers, the profile's password fields and
    // their eyes, the toolbars' segments, the guests' chips, the facilities' switches, the cards' titles and links.
    expect(SCREENS).toEqual(
      expect.arrayContaining([
        '/orders/reports',
        '/profile',
        '/guests',
        '/staff',
        '/services',
        '/hotel/facilities',
        '/content/safety',
        '/promo',
      ]),
    );
  });

  test('and of the sign-in screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Показать пароль' })).toBeVisible();
    await animationsDone(page);
    expect(await touchTargetFaults(page)).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, ignoreFilters, recordGets } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { fetchFacilities } from './api';
import { FacilitiesPage } from './FacilitiesPage';

/*
 * The facilities against the habits of an ordinary Django REST framework backend (issue «works against an ordinary
 * DRF backend»): a category filter it ignores or refuses (django-filter's exact filter of a foreign key takes no
 * `null`), and a categories list the screen cannot read. The real in-process server, its answers bent.
 */

withTestServer();
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

describe('the facilities against an ordinary DRF backend', { timeout: 30_000 }, () => {
  it('narrows the catalogue to the category asked for when the backend ignores the filter', async () => {
    ignoreFilters('/dashboard/facilities/');
    const all = await fetchFacilities('all');
    expect(all.some((facility) => facility.category === null)).toBe(true);
    const none = await fetchFacilities('none');
    expect(none.length).toBeGreaterThan(0);
    expect(none.every((facility) => facility.category === null)).toBe(true);
    const id = all.find((facility) => facility.category !== null)!.category!;
    const one = await fetchFacilities(id);
    expect(one.map((facility) => facility.id)).toEqual(
      all.filter((facility) => facility.category === id).map((facility) => facility.id),
    );
  });

  it('asks again without a category the backend refuses, and narrows in the browser', async () => {
    const gets = recordGets('/dashboard/facilities/');
    // No such category: the reference backend answers 400 naming `category`, as django-filter does for `null`.
    expect(await fetchFacilities(987_654)).toEqual([]);
    expect(gets.map(({ query, status }) => [query.get('category'), status])).toEqual([
      ['987654', 400],
      [null, 200],
    ]);
  });

  it('shows the facilities when the categories cannot be read: sections by number, the switches working', async () => {
    cutAnswer('/dashboard/categories/', () => ({ detail: 'moved' }));
    window.history.replaceState(null, '', '/hotel/facilities');
    const { user, queryClient } = render(
      <SessionContext value={session()}>
        <FacilitiesPage />
      </SessionContext>,
    );
    const notice = (await screen.findByText(ru.common.dictionaries.title)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(ru.facilities.categoryList);
    expect(within(notice).getByRole('button', { name: ru.common.retry })).toBeEnabled();
    const [first] = await fetchFacilities('all');
    const section = screen.getByRole('region', {
      name: first!.category === null ? ru.facilities.noCategory : ru.facilities.unknownCategory(first!.category),
    });
    const toggle = within(section).getByRole('switch', { name: ru.facilities.selectedLabel(first!.name) });
    await user.click(toggle);
    await waitFor(async () =>
      expect((await fetchFacilities('all')).find((facility) => facility.id === first!.id)?.selected).toBe(
        !first!.selected,
      ),
    );
    await user.click(toggle);
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});

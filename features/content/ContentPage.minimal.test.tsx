import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, eachResult, sentBodies, without } from '@/lib/test/answers';
import { render, screen, settleAfterEach, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { sightsItems } from '@/server/db/schema';
import { fetchCategories, fetchItems } from './api';
import { ContentPage } from './ContentPage';
import { formatDistance } from './model/format';

/*
 * Safety and sights against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal). Categories come with their id and name; items with their id, category
 * and title — sights also with their coordinates and distance, as DRF's DecimalFields render them (text).
 */

const server = withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());
settleAfterEach();

const raw = v.object({ results: v.array(v.record(v.string(), v.unknown())) });

describe('safety and sights against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads categories and items without their optional parts, coordinates from decimal strings', async () => {
    const categories = await fetchCategories('safety');
    const [first] = categories;
    expect(first).toEqual({ id: first!.id, name: first!.name, icon: '' });
    expect(first!.name).not.toBe('');

    const [safety] = await fetchItems('safety', null);
    expect(safety!.title).not.toBe('');
    expect(safety).toEqual({
      id: safety!.id,
      category: safety!.category,
      title: safety!.title,
      text: '',
      phones: [],
      image: null,
      createdAt: null,
      updatedAt: null,
    });

    const answer = await http.get('/dashboard/content/sights/', raw, { searchParams: PAGE_ALL });
    const located = answer.results.find((item) => item.latitude !== null)!;
    expect(located.latitude).toMatch(/^-?\d+\.\d{2,}$/);
    const sights = await fetchItems('sights', null);
    const sight = sights.find((item) => item.id === located.id)!;
    expect(sight.latitude).toBe(Number(located.latitude));
    expect(sight).toMatchObject({ description: '', address: '', image: null });
  });

  it('still refuses a list without results or an item without its category', async () => {
    cutAnswer('/dashboard/content/safety/', without('results'));
    await expect(fetchItems('safety', null)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/content/sights/', eachResult(without('category')));
    await expect(fetchItems('sights', null)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('lists the sights by title with their distance, and an edit sends only what changed', async () => {
    const sent = sentBodies('PATCH');
    const sights = await fetchItems('sights', null);
    const sight = sights.find((item) => item.distance !== null)!;
    const [before] = await server().app.db.select().from(sightsItems).where(eq(sightsItems.id, sight.id));

    window.history.replaceState(null, '', `/content/sights?category=${sight.category}`);
    const rendered = render(
      <SessionContext value={session()}>
        <ContentPage kind="sights" />
      </SessionContext>,
    );
    const { user } = rendered;
    const card = await screen.findByRole('listitem', { name: sight.title }, { timeout: 10_000 });
    expect(card).toHaveTextContent(formatDistance(sight.distance!));

    await user.click(within(card).getByRole('button', { name: ru.content.editLabel(sight.title) }));
    const title = await screen.findByRole(
      'textbox',
      { name: new RegExp(`^${ru.content.sights.titleLabel}`) },
      { timeout: 10_000 },
    );
    // What the backend did not send shows empty; left alone, it is not sent back.
    expect(screen.getByRole('textbox', { name: new RegExp(`^${ru.content.form.description}`) })).toHaveValue('');
    await user.clear(title);
    await user.type(title, `${sight.title} (минимум)`);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ru.content.form.save }));

    expect(
      await screen.findByText(ru.content.sights.saved(`${sight.title} (минимум)`), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ title: `${sight.title} (минимум)` }]);
    const [after] = await server().app.db.select().from(sightsItems).where(eq(sightsItems.id, sight.id));
    expect(after).toMatchObject({
      description: before!.description,
      address: before!.address,
      title: `${sight.title} (минимум)`,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

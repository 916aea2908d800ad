import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchHotelServices } from '@/lib/hotel-services/api';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, sentBodies, without } from '@/lib/test/answers';
import { render, screen, settleAfterEach, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { promoLandings } from '@/server/db/schema';
import { createLanding, fetchHotelTimeZone, fetchLanding, fetchLandings, stateOfLanding } from './api';
import { PromoPage } from './PromoPage';

/*
 * The «Промо» screen against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal), which answers a landing with its id and title only, and the hotel
 * without its time zone.
 */

const server = withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});
settleAfterEach();

describe('stateOfLanding', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('computes the state as the server does: switched off, then the window', () => {
    expect(stateOfLanding({ isActive: false, publishFrom: null, publishUntil: null }, now)).toBe('inactive');
    expect(stateOfLanding({ isActive: true, publishFrom: '2026-06-02T00:00:00Z', publishUntil: null }, now)).toBe(
      'scheduled',
    );
    expect(stateOfLanding({ isActive: true, publishFrom: null, publishUntil: '2026-06-01T12:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(
      stateOfLanding(
        { isActive: true, publishFrom: '2026-05-01T00:00:00Z', publishUntil: '2026-07-01T00:00:00Z' },
        now,
      ),
    ).toBe('active');
    expect(stateOfLanding({ isActive: true, publishFrom: null, publishUntil: null }, now)).toBe('active');
  });
});

describe('promo landings against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads landings from their id and title, the rest as unknown, and the hotel without its time zone', async () => {
    const list = await fetchLandings({ search: '', state: null });
    expect(list.count).toBe(list.results.length);
    const [first] = list.results;
    expect(first!.title).not.toBe('');
    expect(first).toEqual({
      id: first!.id,
      title: first!.title,
      slug: '',
      body: '',
      image: null,
      callToAction: null,
      publishFrom: null,
      publishUntil: null,
      isActive: true,
      state: 'active',
      createdAt: null,
      updatedAt: null,
    });
    await expect(fetchHotelTimeZone(1)).resolves.toBeNull();
    const services = await fetchHotelServices();
    // Price, currency, hours and response times are read where sent, with a fallback where not.
    expect(Object.keys(services[0]!).sort()).toEqual([
      'availability',
      'completionMinutes',
      'currency',
      'id',
      'isActive',
      'name',
      'price',
      'responseMinutes',
      'serviceType',
    ]);
    // Not sent: the hotel's default applies to taking, nothing to completing (features/orders/model/late.ts).
    expect(services[0]).toMatchObject({ responseMinutes: null, completionMinutes: null });
  });

  it('still refuses a landing without its id, and a list without results', async () => {
    const [first] = (await fetchLandings({ search: '', state: null })).results;
    cutAnswer(`/dashboard/promo/landings/${first!.id}/`, without('id'));
    await expect(fetchLanding(first!.id)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/promo/landings/', without('results'));
    await expect(fetchLandings({ search: '', state: null })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('lists a landing by its title with «—» for the unknown button, and a rename sends only the title', async () => {
    const landing = await createLanding({
      payload: {
        title: `Минимальный лендинг ${Date.now()}`,
        slug: '',
        body: 'Текст, которого список не получит.',
        ctaType: 'link',
        ctaService: null,
        ctaUrl: 'https://example.com/offer',
        ctaLabel: 'Подробнее',
        publishFrom: '2026-01-01T00:00:00Z',
        publishUntil: null,
        isActive: true,
      },
      image: { kind: 'keep' },
    });
    const [before] = await server().app.db.select().from(promoLandings).where(eq(promoLandings.id, landing.id));
    const sent = sentBodies('PATCH');

    window.history.replaceState(null, '', '/promo');
    const rendered = render(
      <SessionContext value={session()}>
        <PromoPage />
      </SessionContext>,
    );
    const { user } = rendered;
    const open = await screen.findByRole('button', { name: ru.promo.open(landing.title) }, { timeout: 10_000 });
    const row = open.closest('tr')!;
    expect(within(row).getByText(ru.promo.cta.unknown)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(`/${before!.slug}`);

    await user.click(open);
    const title = await screen.findByDisplayValue(landing.title, {}, { timeout: 10_000 });
    const renamed = `${landing.title} (минимум)`;
    await user.clear(title);
    await user.type(title, renamed);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ru.promo.form.save }));

    expect(await screen.findByText(ru.promo.form.saved(renamed), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toEqual([{ title: renamed }]);
    const [after] = await server().app.db.select().from(promoLandings).where(eq(promoLandings.id, landing.id));
    expect(after).toEqual({ ...before, title: renamed, updatedAt: after!.updatedAt });
  });
});

import * as ru from '@/lib/i18n/ru';
import type { CallToAction, Landing, LandingState } from '../api';
import { normalizeWall, type Wall, wallAsUtc, wallClock, type Zone } from './zone';

/**
 * How the «Промо» screen writes a landing's dates, its publication window and its call to action. Moments are
 * shown on the hotel's wall clock (./zone.ts); the year only when it is not the current one there.
 */

// Wall-clock values are formatted as UTC dates holding the wall clock's fields, so no zone shifts them again.
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const time = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** `12 дек.`, or `12 дек. 2027 г.` in another year than `nowWall`'s. */
function formatWallDate(wall: Wall, nowWall: Wall): string {
  return (wall.slice(0, 4) === nowWall.slice(0, 4) ? dayMonth : dayMonthYear).format(wallAsUtc(wall));
}

/** `12 дек., 10:00` (the year as in {@link formatWallDate}). */
export function formatWallMoment(wall: Wall, nowWall: Wall): string {
  return `${formatWallDate(wall, nowWall)}, ${time.format(wallAsUtc(wall))}`;
}

/** An API moment's date on the hotel's wall clock: `12 дек.`. */
export function formatLandingDate(moment: string, zone: Zone, now: Date = new Date()): string {
  return formatWallDate(wallClock(moment, zone), wallClock(now, zone));
}

/** The publication window of API moments: `12 дек., 10:00 — 31 дек., 23:59`, `с …`, `до …`, or «Без ограничений». */
export function formatWindow(from: string | null, until: string | null, zone: Zone, now: Date = new Date()): string {
  const w = ru.promo.window;
  const nowWall = wallClock(now, zone);
  const moment = (value: string) => formatWallMoment(wallClock(value, zone), nowWall);
  if (from && until) return w.range(moment(from), moment(until));
  if (from) return w.from(moment(from));
  if (until) return w.until(moment(until));
  return w.always;
}

/** The date a badge carries: a scheduled landing's start, an expired one's end; null for the others. */
export function stateDate(
  landing: Pick<Landing, 'state' | 'publishFrom' | 'publishUntil'>,
  zone: Zone,
  now: Date = new Date(),
): string | null {
  if (landing.state === 'scheduled' && landing.publishFrom)
    return ru.promo.since(formatLandingDate(landing.publishFrom, zone, now));
  if (landing.state === 'expired' && landing.publishUntil)
    return ru.promo.until(formatLandingDate(landing.publishUntil, zone, now));
  return null;
}

/** The host of a link for people (`example.com`), or the text as it is when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The call to action as the list says it: `«Записаться» → Массаж`, `«Подробнее» → example.com`, «Без кнопки»;
 * «—» when the backend did not send it.
 */
export function formatCallToAction(cta: CallToAction | null, serviceName: (id: number) => string | undefined): string {
  const c = ru.promo.cta;
  if (cta === null) return c.unknown;
  if (cta.type === 'service')
    return c.service(cta.label, (cta.service !== null ? serviceName(cta.service) : undefined) ?? c.unknownService);
  if (cta.type === 'link') return c.link(cta.label, hostOf(cta.url));
  return c.none;
}

/**
 * The state a landing's form values give at `nowWall` (the server's rule, docs/CONTRACTS.md): switched off wins,
 * then the window, compared on the hotel's wall clock. The preview shows it before anything is saved.
 */
export function stateAt(
  landing: { isActive: boolean; publishFrom: Wall | null; publishUntil: Wall | null },
  nowWall: Wall,
): LandingState {
  if (!landing.isActive) return 'inactive';
  const from = normalizeWall(landing.publishFrom);
  const until = normalizeWall(landing.publishUntil);
  if (from && from > nowWall) return 'scheduled';
  if (until && until <= nowWall) return 'expired';
  return 'active';
}

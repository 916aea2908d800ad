import {
  type ComboboxItem,
  type ComboboxItemGroup,
  type ComboboxParsedItem,
  isOptionsGroup,
  type OptionsFilter,
} from '@mantine/core';
import * as ru from '@/lib/i18n/ru';

/**
 * The time-zone choice of the hotel form: the browser's IANA list (the server accepts the same list,
 * `Intl.supportedValuesOf('timeZone')`, plus `UTC`), grouped by region, each with its current UTC offset and its
 * Russian name, so «Москва», «Moscow» and «+03» all find Europe/Moscow.
 */

interface TimeZoneInfo {
  value: string;
  /** `Europe/Moscow (GMT+03:00)`: what the input shows once chosen. */
  label: string;
  /** `GMT+03:00` today (daylight saving time moves it). */
  offset: string;
  /** `Москва, стандартное время`, or '' when the runtime has no Russian name. */
  name: string;
}

type Region = keyof typeof ru.hotel.timezoneRegions;
const REGIONS = Object.keys(ru.hotel.timezoneRegions) as Region[];

function supportedZones(): string[] {
  try {
    return [...Intl.supportedValuesOf('timeZone'), 'UTC'];
  } catch {
    // A browser without the API: the zones the demo hotels use keep the choice useful.
    return ['Europe/Moscow', 'Asia/Barnaul', 'UTC'];
  }
}

function zoneName(timeZone: string, locale: string, style: 'longOffset' | 'longGeneric', now: Date): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(now)
      .find((item) => item.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** One zone described for the list; also for a stored value the runtime does not list (an old alias). */
function describeTimeZone(value: string, now = new Date()): TimeZoneInfo {
  // "GMT" alone is the zero offset; spell it out so the list lines up.
  const offset = zoneName(value, 'en-US', 'longOffset', now).replace(/^GMT$/, 'GMT+00:00');
  const name = zoneName(value, 'ru', 'longGeneric', now);
  const readable = value.replaceAll('_', ' ');
  return { value, label: offset ? `${readable} (${offset})` : readable, offset, name: name === offset ? '' : name };
}

function regionOf(value: string): Region {
  const prefix = value.split('/')[0] as Region;
  return REGIONS.includes(prefix) ? prefix : 'other';
}

let cache: { zones: TimeZoneInfo[]; byValue: Map<string, TimeZoneInfo> } | null = null;

/** Every supported zone, described once per page load (about 400 formatters: not per render). */
function allZones() {
  if (!cache) {
    const now = new Date();
    const zones = [...new Set(supportedZones())].map((zone) => describeTimeZone(zone, now));
    cache = { zones, byValue: new Map(zones.map((zone) => [zone.value, zone])) };
  }
  return cache;
}

/** The zone's description: from the list, or made for a value the list lacks. */
function timeZoneInfo(value: string): TimeZoneInfo {
  return allZones().byValue.get(value) ?? describeTimeZone(value);
}

/**
 * The Select's data: zones grouped by region in the order of `ru.hotel.timezoneRegions`, alphabetical inside a
 * group. `current` (the stored value) is always among them, even when the runtime does not list it.
 */
export function timeZoneOptions(current: string): ComboboxItemGroup<ComboboxItem, string>[] {
  const { zones, byValue } = allZones();
  const list = current && !byValue.has(current) ? [...zones, describeTimeZone(current)] : zones;
  const groups = new Map<Region, ComboboxItem[]>(REGIONS.map((region) => [region, []]));
  for (const zone of [...list].sort((a, b) => a.value.localeCompare(b.value))) {
    groups.get(regionOf(zone.value))!.push({ value: zone.value, label: zone.label });
  }
  return REGIONS.filter((region) => groups.get(region)!.length > 0).map((region) => ({
    group: ru.hotel.timezoneRegions[region],
    items: groups.get(region)!,
  }));
}

/** Lower case without diacritics (so «ё» finds «е»), `_` and `/` as spaces. */
function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[_/]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Matches the zone id, its Russian name or its offset ("+3", "+03:00"), ignoring case, `_` and `/`. */
export const filterTimeZones: OptionsFilter = ({ options, search }) => {
  const term = normalize(search);
  if (term === '') return options;
  const offsetTerm = /^[+\-−]?\d{1,2}(:\d{2})?$/.test(term) ? term.replace('−', '-') : null;
  const matches = (item: ComboboxItem) => {
    const info = timeZoneInfo(item.value);
    if (normalize(`${info.value} ${info.name}`).includes(term)) return true;
    if (offsetTerm === null) return false;
    const [, sign = '+', hours = '0', minutes = '00'] = /^([+-])?(\d{1,2})(?::(\d{2}))?$/.exec(offsetTerm) ?? [];
    return info.offset === `GMT${sign}${hours.padStart(2, '0')}:${minutes}`;
  };
  const result: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (isOptionsGroup(option)) {
      const items = option.items.filter(matches);
      if (items.length > 0) result.push({ group: option.group, items });
    } else if (matches(option)) {
      result.push(option);
    }
  }
  return result;
};

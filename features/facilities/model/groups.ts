import * as ru from '@/lib/i18n/ru';
import type { Category, Facility } from '../api';
import { matchesSearch } from './filters';

/** One section of the screen: a category (or «Без категории») with its facilities and counts. */
export interface FacilityGroup {
  /** Stable React key and DOM id part: the category id, or `none`. */
  key: string;
  category: number | null;
  name: string;
  icon: string | null;
  /** Every facility of the group in the loaded list, in the server's order. */
  facilities: Facility[];
  /** The ones the search keeps (all of them without a search). */
  matches: Facility[];
  total: number;
  selectedCount: number;
  linkedCount: number;
}

function countOf(facilities: Facility[], flag: 'selected' | 'linked'): number {
  return facilities.reduce((sum, facility) => sum + Number(facility[flag]), 0);
}

/**
 * The loaded facilities in sections: the categories in their order, then any category the category list does not
 * know (a catalogue change between the two calls), then «Без категории». Counts are of the whole group, whatever
 * the search, so «выбрано N из M» does not change while typing; groups without a match are dropped.
 */
export function groupFacilities(facilities: Facility[], categories: Category[], search: string): FacilityGroup[] {
  const byCategory = new Map<number | null, Facility[]>();
  for (const facility of facilities) {
    const list = byCategory.get(facility.category);
    if (list) list.push(facility);
    else byCategory.set(facility.category, [facility]);
  }
  const known = new Map(categories.map((category) => [category.id, category]));
  const order: (number | null)[] = [
    ...categories.map((category) => category.id).filter((id) => byCategory.has(id)),
    ...[...byCategory.keys()].filter((id): id is number => id !== null && !known.has(id)),
    ...(byCategory.has(null) ? [null] : []),
  ];
  const groups: FacilityGroup[] = [];
  for (const id of order) {
    const members = byCategory.get(id) ?? [];
    const matches = members.filter((facility) => matchesSearch(facility.name, search));
    if (matches.length === 0) continue;
    const category = id === null ? undefined : known.get(id);
    groups.push({
      key: id === null ? 'none' : String(id),
      category: id,
      name: id === null ? ru.facilities.noCategory : (category?.name ?? ru.facilities.unknownCategory(id)),
      icon: category?.icon ?? null,
      facilities: members,
      matches,
      total: members.length,
      selectedCount: countOf(members, 'selected'),
      linkedCount: countOf(members, 'linked'),
    });
  }
  return groups;
}

/** The header's counts over a list: how many the hotel has, of how many, and how many guests see. */
export function summarize(facilities: Facility[]): { total: number; selected: number; linked: number } {
  return { total: facilities.length, selected: countOf(facilities, 'selected'), linked: countOf(facilities, 'linked') };
}

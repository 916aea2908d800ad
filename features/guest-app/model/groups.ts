/**
 * The groups of the guest app's list-and-editor screens (virtual categories, menus): what the screen needs of a
 * group and of its texts, the open group's id in the query string, and the list's sections.
 */

/** A screen's words (ru.guestApp.categories and ru.guestApp.menus both have these keys). */
export interface GroupTexts {
  title: string;
  subtitle: string;
  listLabel: string;
  create: string;
  count: (count: number) => string;
  itemsCount: (count: number) => string;
  loadError: string;
  emptyTitle: string;
  emptyText: string;
  selectTitle: string;
  selectText: string;
  notFoundTitle: string;
  notFoundText: string;
  back: string;
  actions: (name: string) => string;
  edit: string;
  delete: string;
  deleteTitle: string;
  /** The count is null when the backend does not send it. */
  deleteText: (name: string, count: number | null) => string;
  deleteConfirm: string;
  deleteCancel: string;
  deleteError: string;
  deleted: (name: string) => string;
  created: (name: string) => string;
  updated: (name: string) => string;
  form: { createTitle: string; editTitle: string; close: string };
}

/** What the screen needs of a category or a menu (`itemsCount` null when not sent: the list does not show it). */
export interface GroupLike {
  id: number;
  name: string;
  itemsCount: number | null;
}

/** The id of the query parameter; null when absent or not an id. */
export function parseGroupId(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The groups by section, sections in the order their first group comes in. */
export function sectionsOf<G extends GroupLike>(
  groups: G[],
  sectionOf: ((group: G) => string) | undefined,
): { title: string | null; groups: G[] }[] {
  if (!sectionOf) return [{ title: null, groups }];
  const sections = new Map<string, G[]>();
  for (const group of groups) {
    const title = sectionOf(group);
    const list = sections.get(title);
    if (list) list.push(group);
    else sections.set(title, [group]);
  }
  return [...sections].map(([title, list]) => ({ title, groups: list }));
}

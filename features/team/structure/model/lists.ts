import * as ru from '@/lib/i18n/ru';
import type { NodeRef, StaffAccount, SubscribedUser, TreeKind, TreeNode } from '../../api';
import { flattenTree } from '../../model/tree';
import { displayName } from '../../staff/model/format';

/*
 * The subscription lists as the server orders them (server/domain/tree.ts, routes/structure.ts), so an optimistic
 * insert lands where the refetch will put it and nothing jumps when the answer arrives.
 */

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** The separator between a node's ancestors in one line («Руководство › Служба приёма › Ресепшн»). */
export const PATH_SEPARATOR = ' › ';

/** The node's full name: its ancestors below the root, then the node. */
export function fullPath(ref: Pick<NodeRef, 'name' | 'path'>): string {
  return [...ref.path, ref.name].join(PATH_SEPARATOR);
}

/** Server order of positions and channels in subscription lists: by full path, so descendants follow their node. */
export function compareNodeRefs(a: NodeRef, b: NodeRef): number {
  const left = [...a.path, a.name];
  const right = [...b.path, b.name];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const order = collator.compare(left[index]!, right[index]!);
    if (order !== 0) return order;
  }
  return left.length - right.length || a.id - b.id;
}

type Person = Pick<SubscribedUser, 'id' | 'firstName' | 'lastName' | 'email'>;

/** Server order of people: last name, first name, then id. */
export function comparePeople(a: Person, b: Person): number {
  return collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;
}

/** «Имя Фамилия», or the e-mail for an account without a name (as the staff list names people). */
export function personName(person: Person): string {
  return displayName(person);
}

/** A list entry's name: its own, or «Должность №5» for one neither the answer nor the tree names. */
export function nodeName(ref: Pick<NodeRef, 'id' | 'name'>, kind: TreeKind): string {
  return ref.name || ru.structure[kind].unnamed(ref.id);
}

/**
 * A subscription list with the entries the answer leaves unnamed (a backend may send ids only) named and placed
 * from the tree (`refs`, {@link nodeRefsById}); the very same list when nothing is missing. Entries the tree does
 * not know keep `''` ({@link nodeName} shows them).
 */
export function resolveRefs(list: NodeRef[], refs: ReadonlyMap<number, NodeRef> | undefined): NodeRef[] {
  if (!refs || list.every((ref) => ref.name !== '')) return list;
  return list.map((ref) => (ref.name === '' ? (refs.get(ref.id) ?? ref) : ref));
}

/** The list with the item added in its sorted place; unchanged when an item with its id is already there. */
export function withItem<T extends { id: number }>(list: T[], item: T, compare: (a: T, b: T) => number): T[] {
  if (list.some((entry) => entry.id === item.id)) return list;
  const index = list.findIndex((entry) => compare(item, entry) < 0);
  return index === -1 ? [...list, item] : [...list.slice(0, index), item, ...list.slice(index)];
}

/** The list without the item with this id; unchanged when it is not there. */
export function withoutItem<T extends { id: number }>(list: T[], id: number): T[] {
  return list.some((entry) => entry.id === id) ? list.filter((entry) => entry.id !== id) : list;
}

/** Every node below the root as a subscription list shows it, by id: `{id, name, path}`. */
export function nodeRefsById(root: TreeNode): Map<number, NodeRef> {
  return new Map(flattenTree(root).map(({ id, name, path }) => [id, { id, name, path }]));
}

/** The staff account as a subscription list of a channel shows it. */
export function subscribedUserOf(account: StaffAccount): SubscribedUser {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    isActive: account.isActive,
  };
}

/**
 * Who can be added to a channel or a position: not deactivated (an invited person can be given positions and
 * subscriptions ahead of their first sign-in, as add_staff does) and not already on the list.
 */
export function candidatePeople(staff: StaffAccount[], taken: ReadonlySet<number>): StaffAccount[] {
  return staff.filter((person) => person.status !== 'deactivated' && !taken.has(person.id));
}

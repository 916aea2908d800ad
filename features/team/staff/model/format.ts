import * as ru from '@/lib/i18n/ru';
import type { Named, StaffAccount } from '../../api';
import type { FlatNode } from '../../model/tree';

/** The full name as the list shows it, or the e-mail for an account without one (or «Сотрудник №7» without both). */
export function displayName(account: Pick<StaffAccount, 'id' | 'firstName' | 'lastName' | 'email'>): string {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return name || account.email || ru.staff.unnamed(account.id);
}

/** Where a position sits, down to its own name: «Служба приёма › Ресепшн» (names under the root). */
export function positionPath(node: Pick<FlatNode, 'name' | 'path'>): string {
  return [...node.path, node.name].join(' › ');
}

/** A position of an account by name: as the answer names it, else as the tree does, else «Должность №5». */
export function positionName(position: Named, nodes: ReadonlyMap<number, Pick<FlatNode, 'name'>>): string {
  return position.name || nodes.get(position.id)?.name || ru.staff.unknownPosition(position.id);
}

import type { StaffAccount } from '../api';
import type { FlatNode } from '../tree';

/** The full name as the list shows it, or the e-mail for an account without one. */
export function displayName(account: Pick<StaffAccount, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return name === '' ? account.email : name;
}

/** Where a position sits, down to its own name: «Служба приёма › Ресепшн» (names under the root). */
export function positionPath(node: Pick<FlatNode, 'name' | 'path'>): string {
  return [...node.path, node.name].join(' › ');
}

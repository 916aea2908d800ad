/**
 * An entry of the dashboard's navigation. `app/(main)` owns the list, so each later area adds itself there;
 * the shell and the home screen only render what they are given.
 */
export interface NavItem {
  /** Stable id; also the user-menu key of the area (`home`, `guests`, `orders`, ..., `profile`). */
  key: string;
  label: string;
  href: string;
  /** One line shown on the home screen's card of the area. */
  description?: string;
}

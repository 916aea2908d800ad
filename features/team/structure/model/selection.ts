/** The node id of the `?node=` query parameter; null when absent or not an id. */
export function parseNodeId(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** On a phone the details are below the tree: a selection scrolls them into view. Mantine's `sm` breakpoint. */
export const NARROW_QUERY = '(max-width: 48em)';

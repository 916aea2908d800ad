/** The `detail` of an error response, which SPEC §2 shows as it is; null when the body has none. */
export function serverDetail(error: { data?: unknown } | null): string | null {
  const data = error?.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'detail' in data &&
    typeof data.detail === 'string' &&
    data.detail !== ''
  ) {
    return data.detail;
  }
  return null;
}

/**
 * The spec-minimal profile (`API_PROFILE=minimal`, docs/CONTRACTS.md «The spec-minimal profile»): each answer is cut
 * down to a shape — the ids and the fields SPEC names or a screen cannot work without — and decimals are rendered
 * as DRF's `DecimalField` renders them, strings with two places. It stands in for a production backend that sends
 * no more than the spec promises, so the dashboard's tolerant reading is exercised against a running server.
 *
 * A shape is `true` (keep the value as it is), `'decimal'` (a number as `"120.00"`), `'snake'` (keep the value,
 * under the key's snake_case form: `virtualCategory` answers as `virtual_category`, as SPEC writes the keys of
 * virtual category and menu items — a backend without djangorestframework-camel-case sends them so), `[item]` (a
 * list of items), or an object of shapes (keep only those keys). Keys a shape names but the value lacks stay absent.
 */
import { camelToSnake } from '../http/case';

export type Shape = true | 'decimal' | 'snake' | readonly [Shape] | { readonly [key: string]: Shape };

/** The shapes of a group of routes, keyed `METHOD /route/url/` as Fastify names the route (`:id` parameters). */
export type ShapeTable = Readonly<Record<string, Shape>>;

/** DRF's paged list around an item shape. */
export function paged(item: Shape): Shape {
  return { count: true, next: true, previous: true, results: [item] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** As `DecimalField` renders: two places for money (`"120.00"`), all of them for finer values (`"59.939800"` → `"59.9398"`). */
function decimalString(value: number): string {
  const fixed = value.toFixed(2);
  return Number(fixed) === value ? fixed : String(value);
}

/** `value` cut down to `shape`. Values of another kind than the shape expects pass as they are. */
export function project(value: unknown, shape: Shape): unknown {
  if (shape === true || shape === 'snake' || value === null || value === undefined) return value;
  if (shape === 'decimal') return typeof value === 'number' ? decimalString(value) : value;
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((item) => project(item, shape[0] as Shape)) : value;
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>)) {
    if (key in value) result[inner === 'snake' ? camelToSnake(key) : key] = project(value[key], inner);
  }
  return result;
}

/**
 * The camelCase wire format of djangorestframework-camel-case: request keys may arrive camelCase or snake_case
 * (both are accepted, snake_case is converted), responses are camelCase. Query parameters are not converted.
 */

/** `first_name` → `firstName`, `address_line_1` → `addressLine1`; camelCase keys pass unchanged. */
export function snakeToCamel(key: string): string {
  return key.replace(/(?<=[a-zA-Z0-9])_([a-zA-Z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** `firstName` → `first_name`, for the rare place that must speak snake_case. */
export function camelToSnake(key: string): string {
  return key.replace(/(?<=[a-z0-9])([A-Z])/g, (_, char: string) => `_${char.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Converts the keys of plain objects, deeply (arrays included), like the camel-case parser of the real backend.
 * Recursive: request bodies reach it only after the JSON parser has refused nesting deeper than 64 levels
 * (http/input.ts).
 */
export function camelizeKeys<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => camelizeKeys(item)) as T;
  if (!isPlainObject(value)) return value as T;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // Defined, not assigned: a `__proto__` key of a JSON body stays a plain key instead of replacing the prototype.
    Object.defineProperty(result, snakeToCamel(key), {
      value: camelizeKeys(item),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result as T;
}

/**
 * Reading a request the way DRF does: query parameters (`request.query_params.get`) and the `{id}` of a detail
 * route. Shared by every route module.
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';

/** One query parameter: the first value when it is repeated, undefined when absent. */
export function queryParam(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The `:id` of a detail route. Anything but a positive integer cannot name a row, so it is a 404 like an unknown id
 * (DRF's lookup fails the same way), never a 400 or a database error.
 */
export function pathId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw notFound();
  return Number(raw);
}

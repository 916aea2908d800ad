import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';

/**
 * The create-order dialog's rules, the one source of its validation (ARCHITECTURE rule 7). Inputs are what the
 * Mantine fields hold (Select values are strings, NumberInput gives '' when empty); the output is ready to send.
 */
/** The server's limit of an order's comment. */
const COMMENT_MAX_LENGTH = 2000;

export const createOrderSchema = v.object({
  stay: v.pipe(v.string(), v.nonEmpty(ru.orders.create.stayRequired), v.transform(Number)),
  service: v.pipe(v.string(), v.nonEmpty(ru.orders.create.serviceRequired), v.transform(Number)),
  quantity: v.pipe(
    v.union([v.number(), v.string()], ru.orders.create.quantityInvalid),
    v.transform((value) => (value === '' ? Number.NaN : Number(value))),
    v.number(ru.orders.create.quantityInvalid),
    v.integer(ru.orders.create.quantityInvalid),
    v.minValue(1, ru.orders.create.quantityInvalid),
    v.maxValue(99, ru.orders.create.quantityInvalid),
  ),
  time: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), ru.orders.create.timeInvalid),
  ),
  comment: v.pipe(v.string(), v.trim(), v.maxLength(COMMENT_MAX_LENGTH, ru.orders.create.commentTooLong)),
});

export type CreateOrderInput = v.InferInput<typeof createOrderSchema>;
export type CreateOrderValues = v.InferOutput<typeof createOrderSchema>;

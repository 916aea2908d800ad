/**
 * `POST /messages/{id}/translate/` (docs/CONTRACTS.md, "Translation"): a message of an order translated into the
 * language staff ask for, by the configured provider (server/translation/). Hotel-scoped: a message reached
 * through another hotel's order is a 404, as the real backend's queryset would answer.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, serviceOrders } from '../db/schema';
import { LANGUAGES } from '../domain/dictionaries';
import { HttpError, notFound } from '../http/errors';
import { FIELD_TEXT_RU, type FieldTexts } from '../http/field-texts';
import { activeHotel, requireHotel } from '../http/guard';
import { Fields } from '../http/validation';
import { TranslationUnavailableError } from '../translation/provider';

const TEXT = {
  unavailable: 'Сервис перевода недоступен.',
} as const;

/** The Russian field messages of the dashboard's own routes, Django's for a choice (server/http/field-texts.ts). */
const TRANSLATE_FIELD_TEXTS: FieldTexts = { ...FIELD_TEXT_RU, invalidChoice: FIELD_TEXT_RU.selectValidChoice };

/** Registers the translation endpoint. */
export function messageRoutes(app: FastifyInstance): void {
  const languageCodes = LANGUAGES.map((language) => language.code);

  app.post('/messages/:id/translate/', { preHandler: requireHotel }, async (request) => {
    const hotelId = activeHotel(request).id;
    const raw = (request.params as { id?: string }).id ?? '';
    if (!/^\d{1,9}$/.test(raw)) throw notFound();
    // The object first, then the body: DRF's get_object() runs before the serializer, so a foreign message is a
    // 404 whatever the body says.
    const [message] = await app.db
      .select({ id: messages.id, text: messages.text, language: messages.language })
      .from(messages)
      .innerJoin(serviceOrders, eq(serviceOrders.id, messages.orderId))
      .where(and(eq(messages.id, Number(raw)), eq(serviceOrders.hotelId, hotelId)))
      .limit(1);
    if (!message) throw notFound();

    // A body that is not an object names no language: the field is missing, as this route has always answered.
    const body = typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    const fields = new Fields(body, TRANSLATE_FIELD_TEXTS);
    const destination = fields.choice('destinationLanguage', languageCodes, { required: true });
    if (destination === undefined) throw fields.error();

    // Abort the provider's call when the staff member has gone away (the connection, not the request stream:
    // that one "closes" as soon as its body has been read).
    const abort = new AbortController();
    const onClose = () => abort.abort();
    const connection = request.raw.socket as typeof request.raw.socket | null;
    connection?.once('close', onClose);
    try {
      const result = await app.translator.translate({
        text: message.text,
        from: message.language,
        to: destination,
        signal: abort.signal,
      });
      return {
        messageId: message.id,
        sourceLanguage: message.language,
        destinationLanguage: destination,
        text: message.text,
        translatedText: result.translatedText,
        translated: result.translated,
        provider: result.provider,
      };
    } catch (error) {
      if (error instanceof TranslationUnavailableError) {
        app.logger.warn(`translation of message ${message.id} failed: ${error.message}`);
        throw new HttpError(502, { detail: TEXT.unavailable });
      }
      throw error;
    } finally {
      connection?.off('close', onClose);
    }
  });
}

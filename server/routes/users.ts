/** The signed-in user's own endpoints under `/dashboard/users/`: password change and the user menu. */
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { assertAcceptablePassword, setPassword } from '../domain/accounts';
import { arrangeMenu, defaultMenuKeys, menuOf, storeMenu } from '../domain/menu';
import { validationError } from '../http/errors';
import { FIELD_TEXT } from '../http/field-texts';
import { currentUser, requireUser } from '../http/guard';
import { limiter } from '../http/throttle';
import { Fields, typeName } from '../http/validation';

/** Registers `/dashboard/users/set_password/` and `/dashboard/users/menu/` (GET, and PUT: the user arranges it). */
export function userRoutes(app: FastifyInstance): void {
  // Each attempt verifies the current password: limited per user (`AUTH_ACCOUNT_RATE_LIMIT`), so that a stolen access
  // token cannot be used to guess it at the server's full speed.
  const throttle = limiter(app, 'set-password-user', app.config.authAccountRateLimit, (request) =>
    request.user ? String(request.user.id) : null,
  );

  app.post('/dashboard/users/set_password/', { preHandler: [requireUser, throttle] }, async (request, reply) => {
    const user = currentUser(request);
    const fields = new Fields(request.body);
    const newPassword = fields.string('newPassword');
    const currentPassword = fields.string('currentPassword');
    fields.done();
    if (!(await verifyPassword(currentPassword!, user.password))) fields.add('currentPassword', 'Неверный пароль.');
    fields.done();
    assertAcceptablePassword(newPassword!, user);
    await setPassword(app, user.id, newPassword!);
    return reply.code(204).send();
  });

  app.get('/dashboard/users/menu/', { preHandler: requireUser }, async (request) =>
    menuOf(app.db, currentUser(request).id),
  );

  app.put('/dashboard/users/menu/', { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const keys = readKeys(request.body);
    const arranged = arrangeMenu(keys, await defaultMenuKeys(app.db, user.id));
    if ('errors' in arranged) throw validationError({ keys: arranged.errors });
    return storeMenu(app.db, user.id, arranged.keys);
  });
}

/** DRF's ListField's "not a list" message, in the Russian of its locale (as accounts' `positions`). */
const notAList = (type: string) => `Ожидался list со значениями, но был получен "${type}".`;

/**
 * `keys`: a ListField of CharFields (numbers pass as text, as DRF's CharField takes them; each trimmed). Throws
 * the 400 for a missing, null or non-list value, or an item that is not text.
 */
function readKeys(body: unknown): string[] {
  const fields = new Fields(body);
  fields.done();
  const raw = fields.has('keys') ? (body as Record<string, unknown>).keys : undefined;
  if (raw === undefined) throw validationError({ keys: [FIELD_TEXT.required] });
  if (raw === null) throw validationError({ keys: [FIELD_TEXT.null] });
  if (!Array.isArray(raw)) throw validationError({ keys: [notAList(typeName(raw))] });
  return raw.map((item: unknown) => {
    if (item === null) throw validationError({ keys: [FIELD_TEXT.null] });
    if (typeof item !== 'string' && typeof item !== 'number')
      throw validationError({ keys: [FIELD_TEXT.invalidString] });
    return String(item).trim();
  });
}

/** The signed-in user's own endpoints under `/dashboard/users/`: password change and the user menu. */
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { menuOf } from '../domain/menu';
import { currentUser, requireUser } from '../http/guard';
import { Fields } from '../http/validation';
import { assertAcceptablePassword, setPassword } from '../domain/accounts';

/** Registers `/dashboard/users/set_password/` and `/dashboard/users/menu/`. */
export function userRoutes(app: FastifyInstance): void {
  app.post('/dashboard/users/set_password/', { preHandler: requireUser }, async (request, reply) => {
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

  app.get('/dashboard/users/menu/', { preHandler: requireUser }, async (request) => menuOf(app.db, currentUser(request).id));
}

/**
 * The positions and channels trees and who is subscribed to what (docs/CONTRACTS.md, «Positions and channels»,
 * «Subscriptions»). The tree routes are registered once per kind from one implementation (server/domain/tree.ts);
 * the subscription routes join the two trees and the hotel's staff.
 *
 * Everything is hotel-scoped (`Managed-Hotel`): a node of another hotel is a 404, a position or person of another
 * hotel in a body is a 400 on its field. Reading is open to the hotel's administrators and managers; every change is
 * for its administrators (the team area's role rule).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { channelPositions, channelUsers, userPositions, users } from '../db/schema';
import { isHotelStaff } from '../domain/team';
import {
  addChild,
  deleteSubtree,
  findNode,
  loadTree,
  NODE_NAME_MAX_LENGTH,
  type NodeRow,
  nodeRefs,
  RUSSIAN_COLLATOR,
  renameNode,
  TREES,
  type TreeDescriptor,
} from '../domain/tree';
import { HttpError, validationError } from '../http/errors';
import { FIELD_TEXT } from '../http/field-texts';
import { activeHotel, requireHotel, requireHotelAdmin } from '../http/guard';
import { pathId } from '../http/request';
import { Fields } from '../http/validation';

/** `GET /dashboard/channels/{id}/subscribed_users/`. */
export interface SubscribedUserResponse {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

/** `DELETE /dashboard/{kind}/{id}/`. */
export interface DeletedNodesResponse {
  deletedIds: number[];
  count: number;
}

const TEXT = {
  oneSubscriber: 'Укажите userId или positionId.',
  userNotStaff: 'Сотрудник не найден в этом отеле.',
  positionNotFound: 'Должность не найдена в этом отеле.',
} as const;

/** `{name}` of add_child_node / rename_node: trimmed, required, at most 100 characters. */
function nodeName(body: unknown): string {
  const fields = new Fields(body);
  const name = fields.string('name', { maxLength: NODE_NAME_MAX_LENGTH });
  fields.done();
  return name!;
}

/** The root is the whole tree, not a position or channel: it can be neither held nor subscribed (400). */
function refuseRoot(tree: TreeDescriptor, node: NodeRow): void {
  if (node.parentId === null) throw new HttpError(400, { detail: tree.rootIsNotANode });
}

/** A body field that names an id: undefined when absent (null and "" included), null when it cannot be an id. */
function idField(body: unknown, name: string): number | null | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** A user id of the request: must be staff of the hotel (an id that cannot be one is just as unknown). */
async function staffUserId(db: Database, hotelId: number, raw: number | null): Promise<number> {
  if (raw === null || !(await isHotelStaff(db, hotelId, raw))) throw validationError({ userId: [TEXT.userNotStaff] });
  return raw;
}

/** Who a channel subscription is for: exactly one of `userId` and `positionId`, each of this hotel. */
async function subscriberOf(
  db: Database,
  hotelId: number,
  body: unknown,
): Promise<{ userId: number } | { positionId: number }> {
  const userId = idField(body, 'userId');
  const positionId = idField(body, 'positionId');
  if ((userId === undefined) === (positionId === undefined))
    throw validationError({ nonFieldErrors: [TEXT.oneSubscriber] });
  if (userId !== undefined) return { userId: await staffUserId(db, hotelId, userId) };
  const unknown = validationError({ positionId: [TEXT.positionNotFound] });
  if (positionId === null) throw unknown;
  const position = await findNode(db, TREES.positions, hotelId, positionId!).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? unknown : error;
  });
  // The root is the whole tree, not a position anyone could be reached through.
  if (position.parentId === null) throw unknown;
  return { positionId: position.id };
}

/** `{userId}` of add_to_user / remove_from_user. */
async function holderOf(db: Database, hotelId: number, body: unknown): Promise<number> {
  const userId = idField(body, 'userId');
  if (userId === undefined) throw validationError({ userId: [FIELD_TEXT.required] });
  return staffUserId(db, hotelId, userId);
}

async function subscribedUsers(db: Database, channelId: number): Promise<SubscribedUserResponse[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
    })
    .from(channelUsers)
    .innerJoin(users, eq(users.id, channelUsers.userId))
    .where(eq(channelUsers.channelId, channelId));
  return rows.sort(
    (a, b) =>
      RUSSIAN_COLLATOR.compare(a.lastName, b.lastName) ||
      RUSSIAN_COLLATOR.compare(a.firstName, b.firstName) ||
      a.id - b.id,
  );
}

/** The node named by the path in the active hotel's tree, or a 404. */
function nodeOf(app: FastifyInstance, tree: TreeDescriptor, request: FastifyRequest): Promise<NodeRow> {
  return findNode(app.db, tree, activeHotel(request).id, pathId(request));
}

/** tree_for_hotel, add_child_node, rename_node and DELETE of one kind. */
function treeRoutes(app: FastifyInstance, tree: TreeDescriptor, adminOnly: ReturnType<typeof requireHotelAdmin>): void {
  const base = `/dashboard/${tree.kind}`;

  app.get(`${base}/tree_for_hotel/`, { preHandler: requireHotel }, (request) =>
    loadTree(app.db, tree, activeHotel(request).id),
  );

  app.post(`${base}/:id/add_child_node/`, { preHandler: adminOnly }, async (request, reply) => {
    // The node first, then the body: DRF's get_object() runs before the serializer.
    const parent = await nodeOf(app, tree, request);
    const child = await addChild(app.db, tree, activeHotel(request).id, parent, nodeName(request.body));
    return reply.code(201).send(child);
  });

  app.post(`${base}/:id/rename_node/`, { preHandler: adminOnly }, async (request) => {
    const node = await nodeOf(app, tree, request);
    return renameNode(app.db, tree, activeHotel(request).id, node, nodeName(request.body));
  });

  app.delete(`${base}/:id/`, { preHandler: adminOnly }, async (request): Promise<DeletedNodesResponse> => {
    const node = await nodeOf(app, tree, request);
    const deletedIds = await deleteSubtree(app.db, tree, activeHotel(request).id, node);
    return { deletedIds, count: deletedIds.length };
  });
}

/** Channel subscriptions (positions and people) and position holders. */
function subscriptionRoutes(app: FastifyInstance, adminOnly: ReturnType<typeof requireHotelAdmin>): void {
  const { channels, positions } = TREES;

  app.get('/dashboard/channels/:id/subscribed_positions/', { preHandler: requireHotel }, async (request) => {
    const channel = await nodeOf(app, channels, request);
    const rows = await app.db
      .select({ id: channelPositions.positionId })
      .from(channelPositions)
      .where(eq(channelPositions.channelId, channel.id));
    return nodeRefs(
      app.db,
      positions,
      activeHotel(request).id,
      rows.map((row) => row.id),
    );
  });

  app.get('/dashboard/channels/:id/subscribed_users/', { preHandler: requireHotel }, async (request) => {
    const channel = await nodeOf(app, channels, request);
    return subscribedUsers(app.db, channel.id);
  });

  app.get('/dashboard/positions/:id/channels/', { preHandler: requireHotel }, async (request) => {
    const position = await nodeOf(app, positions, request);
    const rows = await app.db
      .select({ id: channelPositions.channelId })
      .from(channelPositions)
      .where(eq(channelPositions.positionId, position.id));
    return nodeRefs(
      app.db,
      channels,
      activeHotel(request).id,
      rows.map((row) => row.id),
    );
  });

  for (const subscribe of [true, false]) {
    app.post(
      `/dashboard/channels/:id/${subscribe ? 'subscribe' : 'unsubscribe'}/`,
      { preHandler: adminOnly },
      async (request, reply) => {
        const hotelId = activeHotel(request).id;
        const channel = await nodeOf(app, channels, request);
        refuseRoot(channels, channel);
        const subscriber = await subscriberOf(app.db, hotelId, request.body);
        // Both directions are idempotent: subscribing twice or removing what is not there is still a 204.
        if ('userId' in subscriber) {
          if (subscribe)
            await app.db
              .insert(channelUsers)
              .values({ channelId: channel.id, userId: subscriber.userId })
              .onConflictDoNothing();
          else
            await app.db
              .delete(channelUsers)
              .where(and(eq(channelUsers.channelId, channel.id), eq(channelUsers.userId, subscriber.userId)));
        } else if (subscribe) {
          await app.db
            .insert(channelPositions)
            .values({ channelId: channel.id, positionId: subscriber.positionId })
            .onConflictDoNothing();
        } else {
          await app.db
            .delete(channelPositions)
            .where(
              and(eq(channelPositions.channelId, channel.id), eq(channelPositions.positionId, subscriber.positionId)),
            );
        }
        return reply.code(204).send();
      },
    );
  }

  for (const add of [true, false]) {
    app.post(
      `/dashboard/positions/:id/${add ? 'add_to_user' : 'remove_from_user'}/`,
      { preHandler: adminOnly },
      async (request, reply) => {
        const hotelId = activeHotel(request).id;
        const position = await nodeOf(app, positions, request);
        refuseRoot(positions, position);
        const userId = await holderOf(app.db, hotelId, request.body);
        if (add) await app.db.insert(userPositions).values({ userId, positionId: position.id }).onConflictDoNothing();
        else
          await app.db
            .delete(userPositions)
            .where(and(eq(userPositions.userId, userId), eq(userPositions.positionId, position.id)));
        return reply.code(204).send();
      },
    );
  }
}

/** Registers both trees' routes and the subscription routes. */
export function structureRoutes(app: FastifyInstance): void {
  const adminOnly = requireHotelAdmin();
  for (const tree of Object.values(TREES)) treeRoutes(app, tree, adminOnly);
  subscriptionRoutes(app, adminOnly);
}

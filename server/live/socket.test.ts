import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueToken } from '../auth/jwt';
import { hotelManagers, users } from '../db/schema';
import type { Order } from '../domain/orders';
import { makeHotel, makeService, makeStay, userId } from '../testing/fixtures';
import { ADMIN, call, login, MANAGER } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';
import { type LiveEvent, LiveHub } from './hub';

interface Frame {
  type: string;
  hotel?: number;
  order?: Order;
  orderId?: number;
  message?: { id: number; text: string };
}

/** A dashboard socket that keeps every frame and can wait for the one a test expects. */
interface Client {
  socket: WebSocket;
  frames: Frame[];
  next(predicate: (frame: Frame) => boolean): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(server: TestServer, query: string): Client {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/dashboard/?${query}`);
  const frames: Frame[] = [];
  const waiters: { predicate: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (!waiter.predicate(frame)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    socket,
    frames,
    closed,
    next: (predicate) => {
      const seen = frames.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
  };
}

const isHello = (frame: Frame) => frame.type === 'hello';

let server: TestServer;
let admin: string;
let hotel: number;
let otherHotel: number;
const clients: Client[] = [];

function open(query: string): Client {
  const client = connect(server, query);
  clients.push(client);
  return client;
}

async function orderIn(target: number, token = admin): Promise<Order> {
  const stay = (await makeStay(server.app, target, { firstName: 'Live', lastName: 'Guest' })).stayId;
  const service = await makeService(server.app, target, 'Live service');
  const response = await call<Order>(server, '/dashboard/service_orders/', {
    token,
    hotel: target,
    json: { stay, service },
  });
  expect(response.status).toBe(201);
  return response.body;
}

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
  admin = (await login(server, ADMIN)).access;
  hotel = await makeHotel(server.app, { name: 'Live', admins: [ADMIN.email] });
  otherHotel = await makeHotel(server.app, { name: 'Live, other', admins: [ADMIN.email] });
});

afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await server.close();
});

describe('GET /ws/dashboard/', () => {
  it('says hello with the hotel, then sends the hotel’s order and message events', async () => {
    const client = open(`token=${admin}&hotel=${hotel}`);
    expect(await client.next(isHello)).toEqual({ type: 'hello', hotel });

    const order = await orderIn(hotel);
    const created = await client.next((frame) => frame.type === 'order.created' && frame.order?.id === order.id);
    // The same serializer as the REST list: the frame's order is the order the API answered.
    expect(created.order).toEqual(order);

    const taken = await call<Order>(server, `/dashboard/service_orders/${order.id}/take_order/`, {
      token: admin,
      hotel,
      method: 'POST',
    });
    const updated = await client.next(
      (frame) => frame.type === 'order.updated' && frame.order?.status === 'in_progress',
    );
    expect(updated.order).toEqual(taken.body);

    const reply = await call<{ id: number }>(server, `/dashboard/service_orders/${order.id}/messages/`, {
      token: admin,
      hotel,
      json: { text: 'Уже едем' },
    });
    const message = await client.next((frame) => frame.type === 'message.created');
    expect(message).toMatchObject({
      orderId: order.id,
      message: { id: reply.body.id, text: 'Уже едем' },
      order: { id: order.id, messagesCount: 1 },
    });

    await call(server, `/dashboard/service_orders/${order.id}/complete_order/`, {
      token: admin,
      hotel,
      method: 'POST',
    });
    expect(
      (await client.next((frame) => frame.type === 'order.updated' && frame.order?.status === 'completed')).order,
    ).toMatchObject({ id: order.id });
  });

  it('sends nothing of another hotel', async () => {
    const here = open(`token=${admin}&hotel=${hotel}`);
    const there = open(`token=${admin}&hotel=${otherHotel}`);
    await Promise.all([here.next(isHello), there.next(isHello)]);
    const foreign = await orderIn(otherHotel);
    await there.next((frame) => frame.order?.id === foreign.id);
    // Frames arrive in publication order: once this later order is here, the foreign one would have been too.
    const own = await orderIn(hotel);
    await here.next((frame) => frame.order?.id === own.id);
    expect(here.frames.some((frame) => frame.order?.id === foreign.id)).toBe(false);
    expect(there.frames.some((frame) => frame.order?.id === own.id)).toBe(false);
  });

  it('closes with 4401 for a missing, bad or expired token, or an inactive user', async () => {
    const expired = await issueToken(
      'access',
      await userId(server.app, ADMIN.email),
      server.config,
      Math.floor(Date.now() / 1000) - 3600,
    );
    const refresh = (await login(server, ADMIN)).refresh;
    const inactive = await issueToken('access', await userId(server.app, 'inactive@example.com'), server.config);
    for (const query of [
      `hotel=${hotel}`,
      `token=garbage&hotel=${hotel}`,
      `token=${expired}&hotel=${hotel}`,
      `token=${refresh}&hotel=${hotel}`,
      `token=${inactive}&hotel=1`,
    ]) {
      const client = open(query);
      expect((await client.closed).code, query.slice(0, 20)).toBe(4401);
      expect(client.frames).toEqual([]);
    }
  });

  it('closes with 4403 for a hotel that is not the user’s', async () => {
    const manager = (await login(server, MANAGER)).access;
    for (const query of [
      `token=${manager}&hotel=1`,
      `token=${manager}&hotel=${hotel}`,
      `token=${manager}`,
      `token=${manager}&hotel=abc`,
    ]) {
      const client = open(query);
      expect((await client.closed).code).toBe(4403);
      expect(client.frames).toEqual([]);
    }
    // The manager's own hotels are fine.
    expect(await open(`token=${manager}&hotel=2`).next(isHello)).toEqual({ type: 'hello', hotel: 2 });
  });

  it('unsubscribes a closed socket', async () => {
    const before = server.app.live.subscriberCount(otherHotel);
    const client = open(`token=${admin}&hotel=${otherHotel}`);
    await client.next(isHello);
    expect(server.app.live.subscriberCount(otherHotel)).toBe(before + 1);
    client.socket.close();
    await client.closed;
    await expect.poll(() => server.app.live.subscriberCount(otherHotel)).toBe(before);
  });

  it('is closed with 1001 when the app closes', async () => {
    const own = await startTestServer();
    const token = (await login(own, ADMIN)).access;
    const client = connect(own, `token=${token}&hotel=1`);
    await client.next(isHello);
    await own.close();
    expect((await client.closed).code).toBe(1001);
    expect(own.app.live.subscriberCount()).toBe(0);
  });
});

describe('access that ends', () => {
  let serial = 0;

  /** A manager of a hotel of their own (administered by ADMIN), with an access token and an open socket. */
  async function managerWithSocket(): Promise<{ userId: number; hotelId: number; client: Client }> {
    serial += 1;
    const [user] = await server.app.db
      .insert(users)
      .values({ email: `leaving-${serial}@example.com`, password: '!', firstName: 'Уходящий', lastName: 'Сотрудник' })
      .returning({ id: users.id });
    const hotelId = await makeHotel(server.app, { name: `Leaving ${serial}`, admins: [ADMIN.email] });
    await server.app.db.insert(hotelManagers).values({ hotelId, userId: user!.id });
    const token = await issueToken('access', user!.id, server.config);
    const client = open(`token=${token}&hotel=${hotelId}`);
    await client.next(isHello);
    return { userId: user!.id, hotelId, client };
  }

  it('closes a deactivated user’s sockets at once, with 4401', async () => {
    const { userId: leaving, hotelId, client } = await managerWithSocket();
    const deactivated = await call(server, `/dashboard/accounts/${leaving}/deactivate/`, {
      token: admin,
      hotel: hotelId,
      method: 'POST',
    });
    expect(deactivated.status).toBe(200);
    expect(await client.closed).toEqual({ code: 4401, reason: 'User is inactive' });
    expect(client.frames.map((frame) => frame.type)).toEqual(['hello']);
  });

  it('closes the sockets of a hotel taken from the user when told so, with 4403', async () => {
    const { userId: leaving, hotelId, client } = await managerWithSocket();
    await server.app.db
      .delete(hotelManagers)
      .where(and(eq(hotelManagers.userId, leaving), eq(hotelManagers.hotelId, hotelId)));
    server.app.live.userChanged(leaving);
    expect((await client.closed).code).toBe(4403);
  });

  it('checks the user before each event: no order reaches a user who lost the hotel', async () => {
    const { userId: leaving, hotelId, client } = await managerWithSocket();
    // Taken away behind the routes' back: no word to the hub, so only the check before the event can notice.
    await server.app.db
      .delete(hotelManagers)
      .where(and(eq(hotelManagers.userId, leaving), eq(hotelManagers.hotelId, hotelId)));
    const watcher = open(`token=${admin}&hotel=${hotelId}`);
    await watcher.next(isHello);
    const order = await orderIn(hotelId);
    await watcher.next((frame) => frame.order?.id === order.id);
    expect((await client.closed).code).toBe(4403);
    expect(client.frames.map((frame) => frame.type)).toEqual(['hello']);
  });

  it('checks the user before each event: none reaches a user deactivated behind the routes’ back', async () => {
    const { userId: leaving, hotelId, client } = await managerWithSocket();
    await server.app.db.update(users).set({ isActive: false }).where(eq(users.id, leaving));
    await orderIn(hotelId);
    expect((await client.closed).code).toBe(4401);
    expect(client.frames.map((frame) => frame.type)).toEqual(['hello']);
  });
});

describe('LiveHub', () => {
  it('delivers per hotel, serialises once, survives a failing listener and unsubscribes', () => {
    const errors: unknown[] = [];
    const hub = new LiveHub((error) => errors.push(error));
    const seen: [number, string][] = [];
    const offOne = hub.subscribe(1, (_event, frame) => seen.push([1, frame]));
    hub.subscribe(1, () => {
      throw new Error('socket gone');
    });
    hub.subscribe(2, (_event, frame) => seen.push([2, frame]));
    const event = { type: 'order.updated', order: { id: 7 } } as unknown as LiveEvent;
    hub.publish(1, event);
    expect(seen).toEqual([[1, JSON.stringify(event)]]);
    expect(errors).toHaveLength(1);
    offOne();
    offOne();
    hub.publish(1, event);
    expect(seen).toHaveLength(1);
    expect(hub.subscriberCount()).toBe(2);
    expect(hub.subscriberCount(1)).toBe(1);
  });
});

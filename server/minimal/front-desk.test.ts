import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeHotel, makeService, makeStay } from '../testing/fixtures';
import { ADMIN, anyNumber, anyString, call, login } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';
import { LIVE_EVENT_SHAPE, MESSAGE_SHAPE, ORDER_SHAPE } from './front-desk';
import { project } from './shape';

/*
 * The front desk's answers in the spec-minimal profile (API_PROFILE=minimal): REST and live frames carry the same
 * order, cut to ORDER_SHAPE, so the desk's tolerant reading is exercised on both paths.
 */

type Frame = Record<string, unknown> & { type: string };

let server: TestServer;
let admin: string;
let hotel: number;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ apiProfile: 'minimal', authRateLimit: 10_000 });
  admin = (await login(server, ADMIN)).access;
  hotel = await makeHotel(server.app, { name: 'Minimal desk', admins: [ADMIN.email] });
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await server.close();
});

/** A dashboard socket of the hotel and a way to wait for the frame a test expects. */
async function listen(): Promise<(predicate: (frame: Frame) => boolean) => Promise<Frame>> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/dashboard/?token=${admin}&hotel=${hotel}`);
  sockets.push(socket);
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
  const next = (predicate: (frame: Frame) => boolean) => {
    const seen = frames.find(predicate);
    return seen ? Promise.resolve(seen) : new Promise<Frame>((resolve) => waiters.push({ predicate, resolve }));
  };
  await next((frame) => frame.type === 'hello');
  return next;
}

describe('the front desk in the spec-minimal profile', () => {
  it('cuts the orders of REST answers and live frames to the same shape', async () => {
    const next = await listen();
    const { stayId: stay, roomId } = await makeStay(server.app, hotel, {
      firstName: 'Min',
      lastName: 'Imal',
      room: '512',
    });
    const service = await makeService(server.app, hotel, 'Minimal service');

    const created = await call<Record<string, unknown>>(server, '/dashboard/service_orders/', {
      token: admin,
      hotel,
      json: { stay, service, comment: 'x' },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(Object.keys(ORDER_SHAPE).sort());
    expect(created.body).toEqual({
      id: anyNumber,
      status: 'new',
      service: { id: service, name: 'Minimal service' },
      stay: { id: stay, room: { id: roomId, number: '512' } },
      createdAt: anyString,
    });
    const orderId = created.body.id as number;

    const frame = await next((candidate) => candidate.type === 'order.created');
    expect(frame).toEqual({ type: 'order.created', order: created.body });

    const reply = await call<Record<string, unknown>>(server, `/dashboard/service_orders/${orderId}/messages/`, {
      token: admin,
      hotel,
      json: { text: 'Едем' },
    });
    expect(reply.body).toEqual({ id: anyNumber, author: 'staff', text: 'Едем' });
    const message = await next((candidate) => candidate.type === 'message.created');
    expect(message).toEqual({ type: 'message.created', orderId, message: reply.body, order: created.body });

    const detail = await call<Record<string, unknown>>(server, `/dashboard/service_orders/${orderId}/`, {
      token: admin,
      hotel,
    });
    expect(detail.body).toEqual({ ...created.body, messages: [reply.body] });

    const taken = await call<Record<string, unknown>>(server, `/dashboard/service_orders/${orderId}/take_order/`, {
      token: admin,
      hotel,
      method: 'POST',
    });
    expect(taken.body).toEqual({ ...created.body, status: 'in_progress' });
    expect((await next((candidate) => candidate.type === 'order.updated')).order).toEqual(taken.body);

    const list = await call<Record<string, unknown>>(server, '/dashboard/service_orders/?page=1&page_size=999', {
      token: admin,
      hotel,
    });
    expect(list.body).toEqual({ count: 1, next: null, previous: null, results: [taken.body] });
  });

  it('keeps a conflict’s order whole: error bodies are not cut', async () => {
    const stay = (await makeStay(server.app, hotel, { firstName: 'Con', lastName: 'Flict' })).stayId;
    const service = await makeService(server.app, hotel, 'Conflict service');
    const { body } = await call<{ id: number }>(server, '/dashboard/service_orders/', {
      token: admin,
      hotel,
      json: { stay, service },
    });
    await call(server, `/dashboard/service_orders/${body.id}/take_order/`, { token: admin, hotel, method: 'POST' });
    const again = await call<{ order: Record<string, unknown> }>(
      server,
      `/dashboard/service_orders/${body.id}/take_order/`,
      { token: admin, hotel, method: 'POST' },
    );
    expect(again.status).toBe(409);
    expect(again.body.order).toHaveProperty('updatedAt');
  });

  it('names shapes the projection keeps as they are', () => {
    const order = {
      id: 1,
      status: 'new',
      service: { id: 2, name: 'S', serviceType: 'x' },
      stay: { id: 3, room: null, guest: {} },
      createdAt: 't',
      updatedAt: 't',
    };
    expect(project({ type: 'order.updated', order, extra: 1 }, LIVE_EVENT_SHAPE)).toEqual({
      type: 'order.updated',
      order: { id: 1, status: 'new', service: { id: 2, name: 'S' }, stay: { id: 3, room: null }, createdAt: 't' },
    });
    expect(project({ id: 1, orderId: 2, author: 'guest', text: 'a', language: 'en' }, MESSAGE_SHAPE)).toEqual({
      id: 1,
      author: 'guest',
      text: 'a',
    });
  });
});

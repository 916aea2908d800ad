import type { FastifyInstance } from 'fastify';
import { authShapes } from './auth';
import { frontDeskShapes } from './front-desk';
import { guestAppShapes } from './guest-app';
import { hotelShapes } from './hotel';
import { project, type ShapeTable } from './shape';
import { teamShapes } from './team';

/** Every route's minimal shape; a route that answers JSON on success and is missing here fails minimal.test.ts. */
export const MINIMAL_SHAPES: ShapeTable = {
  ...authShapes,
  ...frontDeskShapes,
  ...hotelShapes,
  ...guestAppShapes,
  ...teamShapes,
};

/** The key of a route in {@link MINIMAL_SHAPES}. */
function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as `METHOD /url/`, HEAD left out (collected as they are added). */
    routeKeys: Set<string>;
  }
}

/** Collects {@link FastifyInstance.routeKeys}; call before any route is added. */
export function collectRouteKeys(app: FastifyInstance): void {
  const keys = new Set<string>();
  app.decorate('routeKeys', keys);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') keys.add(routeKey(method, route.url));
  });
}

/** Cuts every successful JSON answer down to its route's shape (API_PROFILE=minimal). Error bodies stay whole. */
export function installMinimalProfile(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
    const url = request.routeOptions.url;
    const shape = url === undefined ? undefined : MINIMAL_SHAPES[routeKey(request.method, url)];
    return shape === undefined ? payload : project(payload, shape);
  });
}

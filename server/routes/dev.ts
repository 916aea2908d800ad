/**
 * Development-only endpoints (`DEV_ENDPOINTS`): the e-mail outbox, and fault switches that make the real server
 * misbehave on purpose — latency, an error status, a dropped connection — so the client's handling of slow and
 * broken backends is tested against real HTTP, not against mocks.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationError } from '../http/errors';
import { Fields } from '../http/validation';
import { listOutbox } from '../outbox';

/** The active faults; `failPaths` limits them to matching paths (all non-/dev/ paths when absent). */
export interface Faults {
  latencyMs?: number;
  failStatus?: number;
  failPaths?: RegExp;
  dropConnection?: boolean;
}

const BAD_GATEWAY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>\n';

function parseFaults(body: unknown): Faults {
  const fields = new Fields(body);
  const data = (body ?? {}) as Record<string, unknown>;
  const faults: Faults = {};
  if (data.latencyMs !== undefined) {
    if (typeof data.latencyMs !== 'number' || !Number.isInteger(data.latencyMs) || data.latencyMs < 0 || data.latencyMs > 60_000) {
      fields.add('latencyMs', 'Ensure this value is an integer between 0 and 60000.');
    } else faults.latencyMs = data.latencyMs;
  }
  if (data.failStatus !== undefined) {
    if (typeof data.failStatus !== 'number' || !Number.isInteger(data.failStatus) || data.failStatus < 400 || data.failStatus > 599) {
      fields.add('failStatus', 'Ensure this value is an HTTP error status (400–599).');
    } else faults.failStatus = data.failStatus;
  }
  if (data.failPaths !== undefined) {
    const source = fields.string('failPaths', { trim: false });
    if (source !== undefined) {
      try {
        faults.failPaths = new RegExp(source);
      } catch {
        fields.add('failPaths', 'Enter a valid regular expression.');
      }
    }
  }
  if (data.dropConnection !== undefined) {
    if (typeof data.dropConnection !== 'boolean') fields.add('dropConnection', 'Must be a valid boolean.');
    else faults.dropConnection = data.dropConnection;
  }
  fields.done();
  if (Object.keys(faults).every((key) => key === 'failPaths')) {
    throw validationError({ non_field_errors: ['Set at least one of latencyMs, failStatus, dropConnection.'] });
  }
  return faults;
}

/**
 * Registers `/dev/outbox/` and `/dev/faults/`, and the hook that applies the faults. CORS preflights are exempt
 * (a failed preflight would look like a network error in the browser, not like the status asked for), and so is
 * `/dev/` itself (the switch must stay reachable to switch faults off).
 */
export function devRoutes(app: FastifyInstance): void {
  let faults: Faults | null = null;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!faults || request.method === 'OPTIONS' || request.url.startsWith('/dev/')) return;
    const path = request.url.split('?')[0] ?? '';
    if (faults.failPaths && !faults.failPaths.test(path)) return;
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults?.latencyMs ?? 0));
    if (faults.dropConnection) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (faults.failStatus) {
      const body = faults.failStatus === 502 ? BAD_GATEWAY_PAGE : '';
      return reply.code(faults.failStatus).type('text/html').send(body);
    }
  });

  app.get('/dev/outbox/', async (request) => {
    const to = (request.query as Record<string, string | undefined>).to;
    return listOutbox(app.db, to || undefined);
  });

  app.post('/dev/faults/', async (request) => {
    faults = parseFaults(request.body);
    const { failPaths, ...rest } = faults;
    return { ...rest, ...(failPaths ? { failPaths: (request.body as { failPaths: string }).failPaths } : {}) };
  });

  app.delete('/dev/faults/', async (_request, reply) => {
    faults = null;
    return reply.code(204).send();
  });
}

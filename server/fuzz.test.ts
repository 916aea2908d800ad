/**
 * Property-based fuzzing of every route (docs/decisions/194-server-limits.md): random and malformed
 * bodies, query parameters and path ids, as an administrator, a manager and anonymously. No answer may be a 5xx,
 * and the server must keep answering an unrelated request meanwhile: a probe sent between the fuzz requests must
 * be answered before more than {@link PROBE_WINDOW} fuzz requests are (counted in requests, not milliseconds). A
 * request that blocks the event loop stalls the whole run, which the test's timeout reports.
 *
 * Deterministic by default (a fixed seed); `FUZZ_SEED=<n>` and `FUZZ_RUNS=<n>` change the seed and the number of
 * batches for a longer local run, e.g. `FUZZ_RUNS=2000 npx vitest run server/fuzz.test.ts`.
 */

import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, MANAGER } from './testing/http';
import { startTestServer, type TestServer } from './testing/server';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** Requests per batch, sent with up to {@link IN_FLIGHT} of them unanswered at a time. */
const BATCH = 32;
const IN_FLIGHT = 4;
/** How many fuzz requests may be answered while the probe still waits for its answer. */
const PROBE_WINDOW = 16;

let server: TestServer;
let app: FastifyInstance;
let tokens: Record<'admin' | 'manager', string>;
/** Every route as `METHOD /url/:param/`, the dev endpoints left out (they switch faults on by design). */
let routes: string[];

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 1_000_000 });
  app = server.app;
  const [admin, manager] = await Promise.all([login(server, ADMIN), login(server, MANAGER)]);
  tokens = { admin: admin.access, manager: manager.access };
  routes = [...app.routeKeys].filter((key) => !key.includes(' /dev/') && !key.startsWith('OPTIONS')).sort();
});

afterAll(async () => {
  await server.close();
});

/** Strings that have broken servers: NULs, huge numbers, pathological patterns, odd Unicode. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '0',
    '-1',
    '1e400',
    'NaN',
    '2026-02-30',
    '25:61',
    '#1',
    '%',
    '%zz',
    '__proto__',
    'constructor',
    `${'9'.repeat(60_000)}x`,
    `${'1.'.repeat(20_000)}x`,
    `${'a@a.'.repeat(10_000)}!`,
    `http://${'a.'.repeat(20_000)}`,
    `${'+1 ('.repeat(10_000)}x`,
    ' '.repeat(50_000),
    'я'.repeat(6000),
  ),
);

const leaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(0, 1, 2, 3, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -0, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Field names the API reads somewhere, in both spellings the camel-case parser accepts. */
const FIELDS = [
  'name',
  'description',
  'price',
  'currency',
  'email',
  'password',
  'first_name',
  'lastName',
  'phone',
  'phones',
  'data',
  'comment',
  'text',
  'stay',
  'service',
  'status',
  'availability',
  'title',
  'body',
  'slug',
  'isActive',
  'position',
  'items',
  'parent',
  'code',
  'role',
  'hotel',
  'latitude',
  'longitude',
  'stars',
  'checkInTime',
  'room',
  'guest',
  'date_from',
  'dateTo',
  'object_id',
  'contentType',
  'type',
  'menu',
  'category',
  'virtualCategory',
  'services',
  'refresh',
  'uid',
  'token',
  'newPassword',
  'currentPassword',
  'gateway',
  'amount',
  'website',
  'timezone',
  'image',
  'cta_url',
  'ctaService',
  'positions',
  'order',
  'language',
  'apply',
  'c_content_type',
  '__proto__',
  'constructor',
];
const QUERY = [
  'search',
  'page',
  'page_size',
  'ordering',
  'status',
  'stay',
  'service',
  'date_from',
  'date_to',
  'is_active',
  'service_type',
  'hotel',
  'menu',
  'category',
  'virtual_category',
  'c_content_type',
  'available_for',
  'position',
  'room__isnull',
  'state',
  'apply',
  'type',
];

const body = fc.dictionary(fc.constantFrom(...FIELDS), jsonish, { maxKeys: 6 });

const payload = fc.oneof(
  fc.record({ kind: fc.constant('none' as const) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.oneof(body, jsonish) }),
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('{', '{"a":', '[1,]', '{"a":1}}', 'null', '"x"', '\u0000', `${'['.repeat(5000)}`),
      fc.constantFrom(60, 65, 3000, 20_000).map((depth) => `{"name": ${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
      fc.constantFrom(63, 64, 65, 20_000).map((depth) => `{"data": ${'['.repeat(depth)}${']'.repeat(depth)}}`),
    ),
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
  }),
  fc.record({
    kind: fc.constant('form' as const),
    fields: fc.dictionary(fc.constantFrom(...FIELDS), nastyString, { maxKeys: 5 }),
  }),
  fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.dictionary(fc.constantFrom(...FIELDS), nastyString, { maxKeys: 4 }),
    file: fc.option(fc.uint8Array({ maxLength: 512 }), { nil: undefined }),
  }),
);

const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '999999999', '9'.repeat(120), '%zz', '%00', 'abc', '..', '%2F', 'hotel', 'service'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

const fuzzRequest = fc.record({
  route: fc.noBias(fc.nat()),
  params: fc.array(pathValue, { minLength: 3, maxLength: 3 }),
  query: fc.dictionary(fc.constantFrom(...QUERY), nastyString, { maxKeys: 4 }),
  rawQuery: fc.option(fc.constantFrom('%', '%zz', 'a=%E0%A4%A', 'search=%00', '&&==&'), { nil: undefined }),
  payload,
  // Mostly signed in, in a hotel of the user: that is where the handlers (and the database) are reached.
  as: fc.oneof(
    { arbitrary: fc.constant('admin' as const), weight: 5 },
    { arbitrary: fc.constant('manager' as const), weight: 2 },
    { arbitrary: fc.constantFrom('anonymous' as const, 'forged' as const), weight: 1 },
  ),
  hotel: fc.oneof(
    { arbitrary: fc.constantFrom('1', '3'), weight: 5 },
    { arbitrary: fc.constantFrom(undefined, '2', '999', 'abc', '1,2', '%00'), weight: 1 },
  ),
  russian: fc.boolean(),
});

type FuzzRequest = typeof fuzzRequest extends fc.Arbitrary<infer T> ? T : never;

const BOUNDARY = '----fuzz-boundary';

function multipartPayload(fields: Record<string, string>, file: Uint8Array | undefined): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function toInject(request: FuzzRequest): InjectOptions {
  const key = routes[request.route % routes.length]!;
  const [method, pattern] = key.split(' ') as [string, string];
  let index = 0;
  const path = pattern.replace(/:[A-Za-z]+/g, () => request.params[index++ % request.params.length]!);
  const search = new URLSearchParams(request.query).toString();
  const query = [search, request.rawQuery].filter(Boolean).join('&');
  const headers: Record<string, string> = {};
  if (request.as === 'admin' || request.as === 'manager') headers.authorization = `Bearer ${tokens[request.as]}`;
  if (request.as === 'forged') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged';
  if (request.hotel !== undefined) headers['managed-hotel'] = request.hotel;
  if (request.russian) headers['accept-language'] = 'ru';
  const options: InjectOptions = {
    method,
    url: query ? `${path}?${query}` : path,
    headers,
  };
  const sent = request.payload;
  if (method === 'GET' || method === 'HEAD' || sent.kind === 'none') return options;
  if (sent.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(sent.value) ?? 'null';
  } else if (sent.kind === 'raw') {
    headers['content-type'] = sent.type;
    options.payload = sent.text;
  } else if (sent.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload = new URLSearchParams(sent.fields).toString();
  } else {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    options.payload = multipartPayload(sent.fields, sent.file);
  }
  return options;
}

function describeRequest(options: InjectOptions): string {
  const { payload, url } = options;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('latin1') : '';
  const where = typeof url === 'string' ? url.slice(0, 200) : '';
  return `${options.method} ${where} ${JSON.stringify(options.headers)} ${text.slice(0, 300)}`;
}

/**
 * Sends a batch with a few requests in flight and a probe after the first ones; answers the failures: any 5xx, and
 * a probe that stayed unanswered while more than {@link PROBE_WINDOW} fuzz requests were answered.
 */
async function runBatch(batch: FuzzRequest[]): Promise<string[]> {
  const failures: string[] = [];
  const inFlight: Promise<void>[] = [];
  let probe: Promise<void> | undefined;
  let probePending = false;
  let answeredMeanwhile = 0;
  for (const [position, request] of batch.entries()) {
    if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
    const options = toInject(request);
    inFlight.push(
      app.inject(options).then((response) => {
        if (probePending) answeredMeanwhile += 1;
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} for ${describeRequest(options)} → ${response.body.slice(0, 200)}`);
        }
      }),
    );
    if (position === IN_FLIGHT) {
      probePending = true;
      probe = app
        .inject({
          method: 'GET',
          url: '/hotels/field_restrictions/',
          headers: { authorization: `Bearer ${tokens.admin}` },
        })
        .then((response) => {
          probePending = false;
          if (response.statusCode >= 500) failures.push(`the probe answered ${response.statusCode}`);
        });
    }
  }
  await Promise.all([...inFlight, probe]);
  if (answeredMeanwhile > PROBE_WINDOW) {
    failures.push(`${answeredMeanwhile} fuzz requests were answered while the probe waited`);
  }
  return failures;
}

describe('fuzzing every route', () => {
  it('lists the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain('PATCH /dashboard/hotels/:id/');
    expect(routes.some((route) => route.includes('/dev/'))).toBe(false);
  });

  it('never answers a 5xx and keeps answering an unrelated request meanwhile', {
    timeout: Math.max(120_000, RUNS * 2000),
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        expect(await runBatch(batch)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: false },
    );
  });

  it.each([
    ['over-long text', 'я'.repeat(5001)],
    ['a NUL character', 'a\u0000'],
    ['a huge number', `${'9'.repeat(100_000)}x`],
  ])(
    'answers %s in every known field of every writing route without a 5xx',
    { timeout: 90_000 },
    async (_name, value) => {
      const body = Object.fromEntries(FIELDS.map((field) => [field, value]));
      const failures: string[] = [];
      for (const key of routes.filter((route) => /^(POST|PUT|PATCH) /.test(route))) {
        const [method, pattern] = key.split(' ') as [string, string];
        for (const [as, hotel] of [
          ['admin', '1'],
          ['manager', '3'],
        ] as const) {
          const options: InjectOptions = {
            method,
            url: pattern.replace(/:[A-Za-z]+/g, '1'),
            headers: {
              authorization: `Bearer ${tokens[as]}`,
              'managed-hotel': hotel,
              'content-type': 'application/json',
            },
          };
          options.payload = JSON.stringify(body);
          const response = await app.inject(options);
          if (response.statusCode >= 500) failures.push(`${response.statusCode} for ${key} as ${as}: ${response.body}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('covers every route at least once with the default seed', () => {
    const seen = new Set(
      fc
        .sample(fc.array(fuzzRequest, { minLength: BATCH, maxLength: BATCH }), { seed: SEED, numRuns: RUNS })
        .flat()
        .map((request) => request.route % routes.length),
    );
    expect(seen.size).toBe(routes.length);
  });
});

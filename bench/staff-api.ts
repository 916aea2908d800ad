/**
 * The bench's calls to the reference backend as a staff member (bearer token + `Managed-Hotel`, as the dashboard
 * makes them; docs/CONTRACTS.md "Front desk"), and the order data the desk figures need. e2e/fixtures.ts has the
 * same helpers for the e2e backend; these take the bench's own API URL.
 */

/** The session of `POST /auth/token/`. */
export interface Tokens {
  access: string;
  refresh: string;
}

interface PageOf<T> {
  count: number;
  results: T[];
}

/** The parts of an order (`Order`) the bench looks at. */
export interface OrderRef {
  id: number;
  status: string;
}

/** A period of hotel-local days (both included) and how many orders the list counts in it. */
export interface DeskPeriod {
  from: string;
  to: string;
  orders: number;
}

/** Orders created at a time: the backend takes them in parallel, in batches of this size. */
const CREATE_BATCH = 16;

/** A non-2xx answer of the backend. */
class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(
  apiUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(apiUrl + path, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(`${method} ${path} → ${res.status}: ${await res.text()}`, res.status);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** One staff member working on one hotel. Access tokens live 5 minutes; `freshTokens()` renews one on demand. */
export class StaffApi {
  private constructor(
    private readonly apiUrl: string,
    readonly hotel: number,
    private tokens: Tokens,
  ) {}

  /** Signs in through the API (one scrypt verification, ~0.6 s of server CPU). */
  static async signIn(apiUrl: string, account: { email: string; password: string }, hotel: number): Promise<StaffApi> {
    const tokens = await call<Tokens>(apiUrl, 'POST', '/auth/token/', account);
    return new StaffApi(apiUrl, hotel, { access: tokens.access, refresh: tokens.refresh });
  }

  /** A new access token for the same session (`POST /auth/token/refresh/`): for a new browser context, or after 5 min. */
  async freshTokens(): Promise<Tokens> {
    const { access } = await call<{ access: string }>(this.apiUrl, 'POST', '/auth/token/refresh/', {
      refresh: this.tokens.refresh,
    });
    this.tokens = { ...this.tokens, access };
    return this.tokens;
  }

  get<T>(path: string): Promise<T> {
    return this.withToken((headers) => call<T>(this.apiUrl, 'GET', path, undefined, headers));
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.withToken((headers) => call<T>(this.apiUrl, 'POST', path, body, headers));
  }

  private async withToken<T>(request: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    const headers = () => ({
      authorization: `Bearer ${this.tokens.access}`,
      'managed-hotel': String(this.hotel),
      'accept-language': 'ru',
    });
    try {
      return await request(headers());
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      await this.freshTokens();
      return request(headers());
    }
  }
}

/** The hotel's today (its time zone), as the reports' default period ends on it. */
async function hotelToday(api: StaffApi): Promise<string> {
  return (await api.get<{ dateTo: string }>('/dashboard/service_orders/report/')).dateTo;
}

/** `YYYY-MM-DD` minus `days` days. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * From the first day with an order (within the last year, the longest report period) to the hotel's today, with
 * the number of orders the desk's list counts there (the list's own `created_after` / `created_before`).
 */
export async function deskPeriod(api: StaffApi): Promise<DeskPeriod> {
  const to = await hotelToday(api);
  const report = await api.get<{ byDay: { date: string; total: number }[] }>(
    `/dashboard/service_orders/report/?date_from=${daysBefore(to, 365)}&date_to=${to}`,
  );
  const from = report.byDay.find((day) => day.total > 0)?.date ?? to;
  const list = await api.get<PageOf<OrderRef>>(
    `/dashboard/service_orders/?created_after=${from}&created_before=${to}&page_size=1`,
  );
  return { from, to, orders: list.count };
}

/** Current stays with a room and active services, to create orders for. */
async function orderTargets(api: StaffApi): Promise<{ stays: number[]; services: number[] }> {
  const [stays, services] = await Promise.all([
    api.get<PageOf<{ id: number; room: unknown }>>('/dashboard/stays/?state=current&page_size=999'),
    api.get<PageOf<{ id: number; isActive: boolean }>>('/dashboard/services/?page_size=999'),
  ]);
  const targets = {
    stays: stays.results.filter((stay) => stay.room !== null).map((stay) => stay.id),
    services: services.results.filter((service) => service.isActive).map((service) => service.id),
  };
  if (targets.stays.length === 0 || targets.services.length === 0)
    throw new Error('hotel has no current stay with a room or no active service');
  return targets;
}

/**
 * Creates `count` new orders (`POST /dashboard/service_orders/`) spread over the current stays and active
 * services, `CREATE_BATCH` at a time.
 */
export async function createOrders(api: StaffApi, count: number, comment = 'bench'): Promise<OrderRef[]> {
  if (count <= 0) return [];
  const { stays, services } = await orderTargets(api);
  const created: OrderRef[] = [];
  for (let start = 0; start < count; start += CREATE_BATCH) {
    const batch = Array.from({ length: Math.min(CREATE_BATCH, count - start) }, (_, offset) => {
      const n = start + offset;
      return api.post<OrderRef>('/dashboard/service_orders/', {
        stay: stays[n % stays.length],
        // Stays and services step together but wrap at different lengths, so pairs vary.
        service: services[(n + Math.floor(n / stays.length)) % services.length],
        comment,
      });
    });
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

/**
 * Makes the hotel have at least `minimum` orders in its desk period (first order's day … today) by creating the
 * missing ones. Returns the period, its count afterwards, and how many were created and in how long.
 */
export async function fillDeskPeriod(
  api: StaffApi,
  minimum: number,
): Promise<DeskPeriod & { created: number; createMs: number }> {
  const before = await deskPeriod(api);
  const started = performance.now();
  const created = await createOrders(api, minimum - before.orders);
  const createMs = performance.now() - started;
  // Counted again, up to the hotel's today then: orders created after its midnight fall on the new day.
  const after = created.length > 0 ? await deskPeriod(api) : before;
  return { ...after, created: created.length, createMs };
}

/**
 * A phone's network for the bench (bench/phone-start.ts): a TCP relay on loopback in front of a local server that
 * holds every byte back as a slow mobile link would — a round trip of latency and a limited rate each way, one
 * queue per direction shared by all connections (one radio), and a round trip before a new connection carries its
 * first bytes (the TCP handshake). Shaping the bytes on the wire rather than emulating the network in DevTools
 * slows every request alike: the page's, and the service worker's own, which a page's DevTools emulation does not
 * reach.
 *
 * The profile is the link of Lighthouse's mobile preset (150 ms, 1.6 Mbit/s down, 750 kbit/s up).
 */
import net from 'node:net';

export interface LinkProfile {
  rttMs: number;
  downBitsPerSecond: number;
  upBitsPerSecond: number;
}

/** Lighthouse's mobile link («slow 4G»), its Kbps of 1024 bits. */
export const PHONE_LINK: LinkProfile = {
  rttMs: 150,
  downBitsPerSecond: 1.6 * 1024 * 1024,
  upBitsPerSecond: 750 * 1024,
};

/**
 * One direction of the link: a chunk waits for the chunks sent before it to leave, takes its own time to leave at
 * the link's rate, then half a round trip to arrive. `arrival` answers when, on the clock `now` reads.
 */
export class LinkDirection {
  private freeAt = 0;

  constructor(
    private readonly bitsPerSecond: number,
    private readonly delayMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** When `bytes` sent now arrive at the other end. */
  arrival(bytes: number): number {
    const start = Math.max(this.now(), this.freeAt);
    this.freeAt = start + (bytes * 8 * 1000) / this.bitsPerSecond;
    return this.freeAt + this.delayMs;
  }
}

export interface ThrottledLink {
  /** `http://127.0.0.1:<port>`: the target, through the link. */
  url: string;
  close: () => Promise<void>;
}

/** Starts the relay to `127.0.0.1:targetPort` on `port` (0: any free one). */
export async function startThrottledLink(
  targetPort: number,
  port = 0,
  profile: LinkProfile = PHONE_LINK,
): Promise<ThrottledLink> {
  const oneWay = profile.rttMs / 2;
  const up = new LinkDirection(profile.upBitsPerSecond, oneWay);
  const down = new LinkDirection(profile.downBitsPerSecond, oneWay);
  const sockets = new Set<net.Socket>();

  // Half-open allowed: a side that finished sending still gets what the link holds back for it.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ port: targetPort, host: '127.0.0.1', allowHalfOpen: true });
    sockets.add(client);
    sockets.add(upstream);
    // Nothing reaches the server before the handshake's round trip. Each direction of a connection is one queue
    // flushed by one timer, so its bytes keep their order (timers of different delays may fire out of order).
    const openedAt = performance.now() + profile.rttMs;
    const relay = (from: net.Socket, to: net.Socket, direction: LinkDirection) => {
      const queue: { data: Buffer | null; at: number }[] = [];
      let timer: NodeJS.Timeout | null = null;
      let last = openedAt;
      const flush = () => {
        timer = null;
        const now = performance.now();
        while (queue.length > 0 && (queue[0]?.at ?? Infinity) <= now) {
          const item = queue.shift();
          if (!item || to.destroyed) continue;
          if (item.data === null) to.end();
          else to.write(item.data);
        }
        const next = queue[0];
        if (next) timer = setTimeout(flush, Math.max(0, next.at - now));
      };
      const push = (data: Buffer | null) => {
        last = Math.max(direction.arrival(data?.length ?? 0), last);
        queue.push({ data, at: last });
        timer ??= setTimeout(flush, Math.max(0, last - performance.now()));
      };
      from.on('data', (chunk: Buffer) => push(chunk));
      from.on('end', () => push(null));
    };
    relay(client, upstream, up);
    relay(upstream, client, down);
    const destroy = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', destroy);
    upstream.on('error', destroy);
    client.on('close', () => setTimeout(destroy, profile.rttMs));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LinkDirection, PHONE_LINK, startThrottledLink } from './throttled-link';

describe('LinkDirection', () => {
  it('delays a chunk by its time on the wire at the link rate plus half a round trip', () => {
    const link = new LinkDirection(8_000, 75, () => 0);
    // 1,000 bytes at 8,000 bit/s: one second on the wire.
    expect(link.arrival(1_000)).toBe(1_075);
  });

  it('queues chunks sent together behind each other, as one radio does', () => {
    let now = 0;
    const link = new LinkDirection(8_000, 75, () => now);
    expect(link.arrival(1_000)).toBe(1_075);
    expect(link.arrival(500)).toBe(1_575);
    // Sent once the link is idle again: no queue, only its own time.
    now = 5_000;
    expect(link.arrival(100)).toBe(5_175);
  });

  it("is Lighthouse's mobile link", () => {
    expect(PHONE_LINK).toEqual({ rttMs: 150, downBitsPerSecond: 1_677_721.6, upBitsPerSecond: 768_000 });
  });
});

describe('startThrottledLink', () => {
  it('relays every byte in order, on several connections at once, with the half-closed side still served', async () => {
    const body = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `${i},`).join(''));
    const server = createServer((request, response) => {
      // Many small writes: many chunks through the link, each with its own arrival time.
      for (let offset = 0; offset < body.length; offset += 1_000) response.write(body.subarray(offset, offset + 1_000));
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const link = await startThrottledLink(port, 0, { rttMs: 4, downBitsPerSecond: 400e6, upBitsPerSecond: 100e6 });
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(async () => Buffer.from(await (await fetch(`${link.url}/`)).arrayBuffer())),
      );
      for (const answer of answers) expect(answer.equals(body)).toBe(true);
    } finally {
      await link.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

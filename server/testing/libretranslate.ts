/**
 * A stand-in for LibreTranslate, the third-party translation service of the order threads (server/translation/),
 * for the server's own tests: a real HTTP server on a free port whose answers the test switches.
 */
import Fastify from 'fastify';

/** What the LibreTranslate stub does with the next requests. */
type StubMode = 'ok' | 'error' | 'slow' | 'html';

export interface LibreTranslateStub {
  url: string;
  /** The JSON bodies received, oldest first. */
  requests: Record<string, unknown>[];
  mode: StubMode;
  close(): Promise<void>;
}

/**
 * A stand-in for a LibreTranslate server (a third-party service, so a test double is the honest choice): answers
 * `POST /translate` with `"[target] q"`, or fails as `mode` says — a 500 with LibreTranslate's `{error}`, an answer
 * slower than any test timeout, or an HTML error page from a proxy.
 */
export async function startLibreTranslateStub(): Promise<LibreTranslateStub> {
  const stub = Fastify({ logger: false, forceCloseConnections: true });
  const state: LibreTranslateStub = { url: '', requests: [], mode: 'ok', close: () => stub.close() };
  stub.post('/translate', async (request, reply) => {
    const body = request.body as { q: string; target: string };
    state.requests.push(request.body as Record<string, unknown>);
    switch (state.mode) {
      case 'error':
        return reply.code(500).send({ error: 'Translation model unavailable' });
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return { translatedText: 'too late' };
      case 'html':
        return reply.code(200).type('text/html').send('<html><body>502 Bad Gateway</body></html>');
      default:
        return { translatedText: `[${body.target}] ${body.q}` };
    }
  });
  await stub.listen({ port: 0, host: '127.0.0.1' });
  const address = stub.server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

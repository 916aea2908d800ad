/**
 * happy-dom 21 loses the body of a `Response` (or `Request`) cloned while its body is still a Node stream: the
 * original and the clone both read "" (and a stray "Controller is already closed" is thrown later). ky clones
 * every response it hands to an `afterResponse` hook, so every authenticated call of lib/http came back empty in
 * tests. Dropping the Node-stream shortcut makes happy-dom's clone fall back to `ReadableStream.tee()`, which
 * is correct. Imported for its side effect by the render helper; harmless to import twice.
 */
const patched = Symbol.for('hotels.test.happyDomClonePatched');

for (const Ctor of [globalThis.Response, globalThis.Request] as const) {
  const prototype = Ctor.prototype as { clone: () => unknown; [patched]?: true };
  if (prototype[patched]) continue;
  const clone = prototype.clone;
  prototype.clone = function cloneThroughTee(this: Response | Request) {
    const body = this.body as unknown as Record<symbol, unknown> | null;
    if (body) {
      for (const symbol of Object.getOwnPropertySymbols(body)) {
        if (symbol.description === 'nodeStream') delete body[symbol];
      }
    }
    return clone.call(this);
  };
  prototype[patched] = true;
}

export {};

/**
 * Opens the database the configuration names: PGlite on disk (default), PGlite in memory (`memory://`, tests) or
 * a Postgres server (`postgres://…`). All three speak the same SQL, so the routes see one Drizzle type.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { IN_MEMORY_DATABASE, type ServerConfig } from '../config';
import * as schema from './schema';

/** The Drizzle database every route and the seed use, whatever the driver underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations); Drizzle's `execute` takes one statement at a time. */
  exec(script: string): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball, to clone the database (test templates). */
  dump?(): Promise<Buffer>;
  close(): Promise<void>;
}

interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Buffer;
}

let assets: Promise<PgliteAssets> | undefined;
let initdbModule: Promise<WebAssembly.Module> | undefined;

/** The installed PGlite's `dist/` folder (its package exports no package.json, so resolve the entry point). */
export function pgliteDistDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
}

/**
 * PGlite compiles its 9 MB WebAssembly module and reads its 6 MB file bundle on every `create`; a test process
 * opens several databases, so compile and read once per process and hand the results to each instance.
 */
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = pgliteDistDir();
    const [wasm, fsBundle] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle };
  })();
  return assets;
}

/** Starts compiling PGlite now (idempotent), so the compile overlaps other start-up work. */
export function preparePglite(): void {
  pgliteAssets().catch(() => {
    assets = undefined; // The real open reports the error.
  });
}

/** initdb's own module, needed only to create a database from nothing (not when loading a tarball). */
function initdbWasmModule(): Promise<WebAssembly.Module> {
  initdbModule ??= readFile(path.join(pgliteDistDir(), 'initdb.wasm')).then((wasm) => WebAssembly.compile(wasm));
  return initdbModule;
}

/**
 * PGlite reads its inputs with `blob.arrayBuffer()`. node's Blob streams large contents in small chunks and
 * concatenates them (over 200 ms and much garbage for a 40 MB tarball), so hand PGlite an object with the Blob
 * methods it uses that returns a copy of the bytes at once. The copy keeps the cached buffer untouched.
 */
function blobOf(bytes: Buffer): globalThis.Blob {
  const blob = {
    size: bytes.length,
    type: '',
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
  };
  return blob as unknown as globalThis.Blob;
}

function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    dump: async () => {
      const tarball = await client.dumpDataDir('none');
      return Buffer.from(await tarball.arrayBuffer());
    },
    close: () => client.close(),
  };
}

/**
 * Opens a PGlite database: in memory when `dataDir` is null, optionally filled from a tarball made by
 * {@link DatabaseHandle.dump} (which skips initdb, the slow part of a fresh PGlite: several seconds).
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Buffer): Promise<DatabaseHandle> {
  const { pgliteWasmModule, fsBundle } = await pgliteAssets();
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: blobOf(loadDataDir) } : { initdbWasmModule: await initdbWasmModule() }),
    pgliteWasmModule,
    fsBundle: blobOf(fsBundle),
  });
  return wrapPglite(client);
}

/**
 * Opens a Postgres database through a pool of `connections` (10 for a server). One connection makes the handle's
 * `exec` a session of its own, where `BEGIN` … `ROLLBACK` scripts work (the schema drift test).
 */
export async function openPostgres(url: string, connections = 10): Promise<DatabaseHandle> {
  // Loaded only when a Postgres server is configured.
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const client = postgres(url, { max: connections, onnotice: () => {} });
  return {
    db: drizzle({ client, schema }),
    kind: 'postgres',
    exec: async (script) => {
      await client.unsafe(script);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Opens the database that `config.databaseUrl` names (see {@link ServerConfig.databaseUrl}). */
export function openDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl === IN_MEMORY_DATABASE) return openPglite(null);
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, 'db'));
}

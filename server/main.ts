/**
 * `npm run server`: the reference backend on its own. Migrates the configured database (PGlite in ./data/db by
 * default, created on first start), seeds the demo data when there is no account yet, and listens on PORT.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createLogger } from './log';
import { isEmpty, seed } from './seed';
import { DEMO_PASSWORD, USERS } from './seed/data';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const started = performance.now();

const database = await openDatabase(config);
const migrations = await migrate(database);
if (migrations.length > 0) logger.info(`applied migrations: ${migrations.join(', ')}`);
if (await isEmpty(database.db)) {
  const summary = await seed(database.db, config, { logger });
  logger.info(
    `seeded demo data: ${summary.hotels} hotels, ${summary.users} users, ${summary.facilities} facilities, ${summary.stays} stays, ${summary.orders} orders`,
  );
}

const app = await buildApp(config, { database, logger });
const address = await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@') : `${config.dataDir}/db`;
logger.info(`reference backend on ${address} (database: ${where}, ${Math.round(performance.now() - started)} ms)`);
logger.info(
  `demo accounts (password ${DEMO_PASSWORD}): ${USERS.slice(0, 4)
    .map((user) => user.email)
    .join(', ')}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  });
}

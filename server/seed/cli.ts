/**
 * `npm run seed`: migrates the configured database and adds the demo data that is missing. Safe to run any
 * number of times (server/seed/index.ts).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createLogger } from '../log';
import { seed } from './index';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const started = performance.now();
const database = await openDatabase(config);
try {
  const migrations = await migrate(database);
  if (migrations.length > 0) logger.info(`applied migrations: ${migrations.join(', ')}`);
  const summary = await seed(database.db, config, { logger });
  const labels: Record<string, string> = { mails: 'activation e-mails' };
  const added = Object.entries(summary)
    .filter(([, value]) => value > 0)
    .map(([key, value]) => `${value} ${labels[key] ?? key}`);
  logger.info(
    `${added.length > 0 ? `seeded ${added.join(', ')}` : 'demo data already present, nothing to add'} (${Math.round(performance.now() - started)} ms)`,
  );
} finally {
  await database.close();
}

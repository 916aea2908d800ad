/**
 * The e-mail outbox: nothing is really sent. Each message is stored (so tests and e2e can read the activation and
 * reset links through `GET /dev/outbox/`) and printed to the console with its links (so a developer can click
 * them). Swapping in SMTP later means changing {@link sendMail} only.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { type OutboxRow, outboxMessages } from './db/schema';
import type { Logger } from './log';

/** An e-mail as `GET /dev/outbox/` answers it (docs/CONTRACTS.md). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    text: row.text,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "Sends" an e-mail: stores it and logs it. */
export async function sendMail(db: Database, logger: Logger, mail: Mail): Promise<OutboxMessage> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ toEmail: mail.to, subject: mail.subject, text: mail.text, links: mail.links })
    .returning();
  logger.info(`e-mail to ${mail.to}: «${mail.subject}»${mail.links.map((link) => `\n    ${link}`).join('')}`);
  return toMessage(row!);
}

/** The stored e-mails, newest first, optionally only those to one address (case-insensitive). */
export async function listOutbox(db: Database, to?: string): Promise<OutboxMessage[]> {
  const query = db.select().from(outboxMessages);
  const rows = await (to
    ? query.where(eq(sql`lower(${outboxMessages.toEmail})`, to.trim().toLowerCase()))
    : query
  ).orderBy(desc(outboxMessages.id));
  return rows.map(toMessage);
}

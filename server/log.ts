import type { LogLevel } from './config';

/** The few lines the server prints: start-up, e-mails of the outbox, errors, and (at debug) one line per request. */
export interface Logger {
  error(message: string, error?: unknown): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

const ORDER: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/**
 * A plain console logger. Fastify's pino logger prints JSON, which is right for production log collectors but
 * hides the activation links a developer wants to click; this backend is a development double, so it prints text.
 */
export function createLogger(level: LogLevel): Logger {
  const enabled = (at: LogLevel) => ORDER[at] <= ORDER[level];
  return {
    error: (message, error) => {
      if (enabled('error')) console.error(`[server] ${message}`, ...(error === undefined ? [] : [error]));
    },
    warn: (message) => {
      if (enabled('warn')) console.warn(`[server] ${message}`);
    },
    info: (message) => {
      if (enabled('info')) console.log(`[server] ${message}`);
    },
    debug: (message) => {
      if (enabled('debug')) console.log(`[server] ${message}`);
    },
  };
}

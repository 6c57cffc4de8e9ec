/** What the database layer reports: the server's pino logger fits, and so does a CLI's writer. */
export interface DatabaseLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

type Level = keyof DatabaseLog;

export interface HandOverLog extends DatabaseLog {
  /** Sends what was held, and everything after, to the server's logger. */
  handOver(target: DatabaseLog): void;
}

/**
 * The database starts (and may import old data) before the server and its logger exist. Its
 * lines wait here and then go out in the server's own format, so a log collector reading JSON
 * lines never meets a stray plain one.
 */
export function createHandOverLog(): HandOverLog {
  const held: [Level, string][] = [];
  let target: DatabaseLog | undefined;
  const write = (level: Level) => (message: string) => {
    if (target) target[level](message);
    else held.push([level, message]);
  };
  return {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    handOver(next) {
      target = next;
      for (const [level, message] of held.splice(0)) next[level](message);
    },
  };
}

/** For the command-line tools and test runs: notices on standard error, PostgreSQL's chatter left out. */
export const standardErrorLog: DatabaseLog = {
  debug: () => {},
  info: (message) => process.stderr.write(`${message}\n`),
  warn: (message) => process.stderr.write(`${message}\n`),
  error: (message) => process.stderr.write(`${message}\n`),
};

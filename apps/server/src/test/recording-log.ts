import type { DatabaseLog } from "../db/database-log.js";

export interface RecordedLine {
  level: keyof DatabaseLog;
  message: string;
}

/** A database log that keeps its lines, for tests that check what was reported. */
export function createRecordingLog(): DatabaseLog & { lines: RecordedLine[] } {
  const lines: RecordedLine[] = [];
  const record = (level: keyof DatabaseLog) => (message: string) => {
    lines.push({ level, message });
  };
  return {
    lines,
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
  };
}

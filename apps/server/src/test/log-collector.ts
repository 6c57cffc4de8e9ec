import { Writable } from "node:stream";

/** A stream for the app's logger that keeps everything written to it, as text or JSON lines. */
export function createLogCollector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join("");
  return {
    stream,
    text,
    /** The log's JSON lines (LOG_FORMAT=json, or a stream given to the logger without it). */
    jsonLines: (): { level: number; msg: string }[] =>
      text()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

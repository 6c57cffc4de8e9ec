import { type ClientRequest, type RequestOptions, request } from "node:http";

/**
 * Sends one request with node:http, which lets the bench choose the local address and stream
 * the body, and resolves with the status once the answer has been read to its end.
 */
export async function sendForStatus(
  options: RequestOptions,
  writeBody: (sent: ClientRequest) => void,
): Promise<number> {
  return (await sendForAnswer(options, writeBody)).status;
}

/** sendForStatus, also answering the body as text. */
export function sendForAnswer(
  options: RequestOptions,
  writeBody: (sent: ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(options, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on("error", reject);
    writeBody(sent);
  });
}

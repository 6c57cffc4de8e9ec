import { type ClientRequest, type RequestOptions, request } from "node:http";

/**
 * Sends one request with node:http, which lets the bench choose the local address and stream
 * the body, and resolves with the status once the answer has been read to its end.
 */
export function sendForStatus(
  options: RequestOptions,
  writeBody: (sent: ClientRequest) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(options, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    sent.on("error", reject);
    writeBody(sent);
  });
}

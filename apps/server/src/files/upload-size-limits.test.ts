import { connect, type Socket } from "node:net";
import { PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "../test/app.js";
import { setUpModuleTest } from "../test/module-test.js";
import { TEST_IMAGES } from "../test/uploads.js";

// These go through a real socket: what matters is how much of the body the server reads and
// whether it closes the connection, which an injected request cannot show.

const moduleTest = setUpModuleTest("upload-size-limits");
let port: number;
let admin: SignedIn;

beforeAll(async () => {
  const { app } = moduleTest;
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (typeof address !== "object" || !address) throw new Error("The test server has no port");
  port = address.port;
  admin = (await moduleTest.signInAs("system_admin")).session;
});

const BOUNDARY = "----sizeLimitTest";
const CHUNK = Buffer.alloc(256 * 1024, 0x20);

function formHead(): Buffer {
  const fields = {
    name: "Big Picture",
    email: `big${Date.now()}@example.com`,
    password: "secret1",
  };
  const text = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const fileHead =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_image"; ` +
    `filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(text + fileHead), TEST_IMAGES.png]);
}

interface Exchange {
  status: number | undefined;
  /** Bytes of the body the client got onto the wire before the server answered and closed. */
  bytesSent: number;
  closedByServer: boolean;
}

/** Sends headers, then body chunks until the server answers and closes or `maxBytes` is sent. */
function sendUpload(headers: Record<string, string>, maxBytes: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1");
    const exchange: Exchange = { status: undefined, bytesSent: 0, closedByServer: false };
    let answer = "";
    let isDone = false;
    const finish = () => {
      if (isDone) return;
      isDone = true;
      socket.destroy();
      resolve(exchange);
    };
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      exchange.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || undefined;
    });
    socket.on("end", () => {
      exchange.closedByServer = true;
      finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A server that hangs up on a client still sending shows as a broken pipe or a reset, not
      // an orderly end, as it does on Node 24.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") exchange.closedByServer = true;
      finish();
    });
    // A server that keeps reading and never answers fails the test here, not by its timeout.
    setTimeout(finish, 10_000).unref();
    socket.on("close", finish);
    const lines = Object.entries({
      Host: `127.0.0.1:${port}`,
      Authorization: `Bearer ${admin.token}`,
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`);
    socket.write(`POST /api/users/create-user HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
    const isChunked = headers["Transfer-Encoding"] === "chunked";
    const frame = (data: Buffer) =>
      isChunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")])
        : data;
    const pump = () => {
      while (!isDone && exchange.bytesSent < maxBytes) {
        const data = exchange.bytesSent === 0 ? formHead() : CHUNK;
        exchange.bytesSent += data.length;
        if (!socket.write(frame(data))) {
          socket.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
}

describe("upload size limits", () => {
  const limit = PROFILE_IMAGE_FILE_RULE.maxBytes;

  it("answers 413 to a declared length over the limit before reading the body, and closes", async () => {
    const exchange = await sendUpload({ "Content-Length": String(3 * limit) }, 3 * limit);
    expect(exchange.status).toBe(413);
    expect(exchange.closedByServer).toBe(true);
    // Whatever the socket buffers took before the answer came, far from the whole body.
    expect(exchange.bytesSent).toBeLessThan(limit);
  });

  it("cuts off a body that lies about its length as soon as the file passes the limit", async () => {
    const exchange = await sendUpload({ "Transfer-Encoding": "chunked" }, 3 * limit);
    expect(exchange.status).toBe(413);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.bytesSent).toBeLessThan(limit + 8 * 1024 * 1024);
  });
});

import { once } from "node:events";
import { connect, type Socket } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.js";

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink.close();
});

/** Sends a line and waits for the sink's answer to begin with `code`. */
async function command(socket: Socket, line: string, code: string): Promise<void> {
  socket.write(`${line}\r\n`);
  for (;;) {
    const [chunk] = (await once(socket, "data")) as [Buffer];
    const answers = chunk.toString().split("\r\n");
    if (answers.some((answer) => answer.startsWith(`${code} `))) return;
  }
}

describe("the tests' SMTP sink", () => {
  it("takes a client that resets its connection in the middle of an e-mail, and goes on receiving", async () => {
    const { port } = new URL(sink.url);
    const socket = connect(Number(port), "127.0.0.1");
    await once(socket, "data");
    await command(socket, "EHLO killed.test", "250");
    await command(socket, "MAIL FROM:<server@killed.test>", "250");
    await command(socket, "RCPT TO:<guest@killed.test>", "250");
    await command(socket, "DATA", "354");
    socket.write("Subject: cut short\r\n\r\nHalf an e-mail");
    // A process killed outright: the kernel resets its connections.
    socket.resetAndDestroy();
    await once(socket, "close");

    const transport = nodemailer.createTransport({ url: sink.url });
    await transport.sendMail({
      from: "server@killed.test",
      to: "guest@killed.test",
      subject: "the next one",
      text: "Whole",
    });
    const mail = await sink.nextMailTo("guest@killed.test");
    expect(mail.subject).toBe("the next one");
    expect(sink.countUnread("guest@killed.test")).toBe(0);
  });
});

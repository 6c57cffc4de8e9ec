import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string | undefined;
  /** Attachments shown in the body, by content id. */
  inlineImages: { cid: string; contentType: string; size: number }[];
}

export interface SmtpSink {
  url: string;
  /** The oldest unread mail to this address, waiting for it if none has arrived yet. */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** How many unread mails wait for this address. */
  countUnread(address: string): number;
  /** Every mail received and not yet read, oldest first. */
  unread(): readonly ReceivedMail[];
  /** The next `count` mails are refused with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const fields = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return fields.flatMap((field) => field.value.map((entry) => (entry.address ?? "").toLowerCase()));
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: ReceivedMail[] = [];
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let toRefuse = 0;

  const deliver = (mail: ReceivedMail) => {
    const waiterIndex = waiters.findIndex((waiter) => mail.to.includes(waiter.address));
    const waiter = waiters[waiterIndex];
    if (waiter) {
      waiters.splice(waiterIndex, 1);
      waiter.resolve(mail);
    } else {
      inbox.push(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        stream.resume();
        stream.on("end", () =>
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 })),
        );
        return;
      }
      // Keeps cid: links as sent, so a test can see which inline image the HTML shows.
      simpleParser(stream, { keepCidLinks: true })
        .then((parsed) => {
          deliver({
            to: recipients(parsed),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html === false ? undefined : parsed.html,
            messageId: parsed.messageId,
            inlineImages: parsed.attachments
              .filter((attachment) => attachment.cid !== undefined)
              .map((attachment) => ({
                cid: attachment.cid ?? "",
                contentType: attachment.contentType,
                size: attachment.size,
              })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client killed in the middle of an e-mail (the kill tests) resets its connection, which
  // smtp-server reports as an error of the whole server: that e-mail is simply not received.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMailTo(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const index = inbox.findIndex((mail) => mail.to.includes(wanted));
      const found = inbox[index];
      if (found) {
        inbox.splice(index, 1);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          address: wanted,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No e-mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    countUnread(address) {
      return inbox.filter((mail) => mail.to.includes(address.toLowerCase())).length;
    },
    unread: () => inbox,
    refuseNext(count) {
      toRefuse = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

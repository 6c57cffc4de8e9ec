// A real SMTP server that the application under test sends its e-mail to, with a small HTTP
// endpoint so that tests in other processes can read what arrived.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailboxPort, smtpPort } from "./ports.ts";

type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: string };
const inbox: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const recipient = url.searchParams.get("to")?.toLowerCase();
  const mails = recipient ? inbox.filter((mail) => mail.to.includes(recipient)) : inbox;
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ mails }));
}).listen(mailboxPort, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => process.exit(0));
}

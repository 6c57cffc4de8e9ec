import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">,
  logger: Pick<FastifyBaseLogger, "info">,
): Mailer {
  if (!config.SMTP_URL) {
    // Development mode (DESIGN §3): without SMTP the whole e-mail goes to the log, code included.
    return {
      async send(message) {
        logger.info(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
    close() {
      transport.close();
    },
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.js";
import { frameBlock } from "../logging/framed-block.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A code the reader must type; printed apart when e-mails go to the log. */
  code?: string;
  /** The same text as HTML, when it shows images (inline attachments named by cid). */
  html?: string;
  inlineImages?: InlineImage[];
  /**
   * A stable Message-ID: were a copy ever sent twice (a server dying between the SMTP server's
   * "accepted" and the database's record of it), mail systems recognise the repeat.
   */
  messageId?: string;
}

export interface InlineImage {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** How an e-mail looks in the log when there is no SMTP server: framed, its code set apart. */
export function formatMailForLog(message: MailMessage): string {
  const codeLines = message.code ? [`Code:  ${message.code}`, ""] : [];
  return frameBlock(`E-mail to ${message.to}`, [
    `Subject: ${message.subject}`,
    "",
    ...codeLines,
    ...message.text.split("\n"),
    ...(message.inlineImages ?? []).map((image) => `[image: ${image.filename}]`),
  ]);
}

/** Connections the pool keeps open to the SMTP server at the most. */
export const SMTP_CONNECTIONS = 5;

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
        logger.info(formatMailForLog(message));
      },
      close() {},
    };
  }
  const smtpUrl = config.SMTP_URL;
  // One pool of SMTP connections per server, reused from copy to copy: a connection for each
  // e-mail costs more than the e-mail. Options written in SMTP_URL's query win over these.
  // nodemailer (some forty modules) is loaded with the first e-mail, not at every start.
  let transport: Promise<Transporter> | undefined;
  const openTransport = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS }),
    );
    return transport;
  };
  return {
    async send(message) {
      await (await openTransport()).sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.inlineImages
          ? {
              attachments: message.inlineImages.map((image) => ({
                cid: image.cid,
                filename: image.filename,
                contentType: image.contentType,
                content: image.content,
                contentDisposition: "inline" as const,
              })),
            }
          : {}),
      });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}

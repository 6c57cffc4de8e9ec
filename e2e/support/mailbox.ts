import { expect } from "@playwright/test";
import { mailboxUrl } from "./ports.ts";

type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: string };

/** Every mail the sink received for the address, oldest first. */
export async function readMails(recipient: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl}/?to=${encodeURIComponent(recipient)}`);
  const body = (await response.json()) as { mails: ReceivedMail[] };
  return body.mails;
}

export async function countMails(recipient: string): Promise<number> {
  return (await readMails(recipient)).length;
}

/** Waits for the mail after the first `alreadyReceived` ones and returns the six-digit code in it. */
export async function waitForCode(recipient: string, alreadyReceived: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const mails = await readMails(recipient);
        code = mails[alreadyReceived]?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
        return code;
      },
      { message: `a sign-in code e-mailed to ${recipient}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

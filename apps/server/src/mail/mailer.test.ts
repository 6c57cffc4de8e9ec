import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer.js";

describe("the mailer without SMTP_URL", () => {
  it("prints each e-mail to the log as a framed block with its code set apart", async () => {
    const messages: string[] = [];
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: "no-reply@localhost" },
      { info: (message: string) => messages.push(message) },
    );
    await mailer.send({
      to: "eve@events.test",
      subject: "Your sign-in code",
      text: "Your sign-in code is 123456\n\nIt is valid for 10 minutes.",
      code: "123456",
    });

    expect(messages).toHaveLength(1);
    const lines = (messages[0] ?? "").split("\n").slice(1);
    expect(lines[0]).toMatch(/^┌─ E-mail to eve@events\.test ─+┐$/);
    expect(lines).toContainEqual(expect.stringMatching(/^│ Subject: Your sign-in code +│$/));
    expect(lines).toContainEqual(expect.stringMatching(/^│ Code: {2}123456 +│$/));
    expect(lines).toContainEqual(expect.stringMatching(/^│ It is valid for 10 minutes\. +│$/));
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
  });
});

import { accounts } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { waitForCode } from "../support/mailbox.ts";
import { allowProblems } from "../support/page-health.ts";
import { signIn, submitCredentials, typeCode } from "../support/sign-in.ts";

test("a system admin signs in with the e-mailed code and reaches the system admin dashboard", async ({
  page,
}) => {
  const { systemAdmin } = accounts;
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();

  const alreadyReceived = await submitCredentials(page, systemAdmin);
  await expect(page.getByText(`Verification code sent to ${systemAdmin.email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: /Resend code in 1:(30|29|28)/ })).toBeDisabled();
  const verify = page.getByRole("button", { name: "Verify" });
  await expect(verify).toBeDisabled();

  const code = await waitForCode(systemAdmin.email, alreadyReceived);
  await typeCode(page, code);
  await expect(verify).toBeEnabled();
  await verify.click();

  await expect(page.getByText("Email verified successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/system-admin\/dashboard$/);
  await expect(page.getByText("System Admin Portal")).toBeVisible();
  await expect(page.getByRole("heading", { name: "System Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(systemAdmin.name).first()).toBeVisible();
  await expect(page.getByText("System Admin", { exact: true }).first()).toBeVisible();

  // The session survives a reload: the start-up check finds it.
  await page.reload();
  await expect(page.getByRole("heading", { name: "System Admin Dashboard" })).toBeVisible();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/system-admin\/dashboard$/);
});

test("an event admin signs in, is kept out of the system admin area, and logs out", async ({
  page,
}) => {
  await signIn(page, accounts.eventAdmin);
  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);
  await expect(page.getByText("Event Admin Portal")).toBeVisible();
  await expect(page.getByText("Event Admin", { exact: true }).first()).toBeVisible();

  await page.goto("/system-admin/events");
  await expect(page).toHaveURL(/\/event-admin\/dashboard$/);

  await page.goto("/event-admin/no-such-page");
  await expect(page.getByText("Event Admin Page Not Found")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/event-admin/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("the code boxes take pasted digits and move back on backspace", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const alreadyReceived = await submitCredentials(page, accounts.systemAdmin);
  const code = await waitForCode(accounts.systemAdmin.email, alreadyReceived);

  const first = page.getByLabel("Digit 1 of 6");
  await first.click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), `${code}99`);
  await page.keyboard.press("ControlOrMeta+V");
  for (const [index, digit] of [...code].entries()) {
    await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toHaveValue(digit);
  }

  const last = page.getByLabel("Digit 6 of 6");
  await last.click();
  await page.keyboard.press("Backspace");
  await expect(last).toHaveValue("");
  await page.keyboard.press("Backspace");
  await expect(page.getByLabel("Digit 5 of 6")).toBeFocused();

  await page.keyboard.type("x");
  await expect(page.getByLabel("Digit 5 of 6")).toHaveValue("");
  await page.keyboard.type(code.slice(4));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/system-admin\/dashboard$/);
});

test("a wrong code clears the boxes and refocuses the first", async ({ page }) => {
  allowProblems(page, /^401 POST \/api\/auth\/verify-otp$/);
  const alreadyReceived = await submitCredentials(page, accounts.eventAdmin);
  const code = await waitForCode(accounts.eventAdmin.email, alreadyReceived);
  const wrong = code === "000000" ? "111111" : "000000";
  await typeCode(page, wrong);
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page.getByText("Invalid verification code")).toBeVisible();
  for (let index = 1; index <= 6; index++) {
    await expect(page.getByLabel(`Digit ${index} of 6`)).toHaveValue("");
  }
  await expect(page.getByLabel("Digit 1 of 6")).toBeFocused();
});

test("a wrong password is refused with the server's message and keeps what was typed", async ({
  page,
}) => {
  allowProblems(page, /^401 POST \/api\/auth\/login$/);
  await page.goto("/login");
  await page.getByLabel("Email").fill(accounts.systemAdmin.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(accounts.systemAdmin.email);
});

test("the code screen without a pending sign-in sends the user back to login", async ({ page }) => {
  await page.goto("/verify-otp");
  await expect(page.getByText("Session expired. Please login again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("signed out, the privacy policy is public and unknown paths lead to login", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByText("August 15, 2025")).toBeVisible();
  await expect(page.getByRole("link", { name: "help@events.test" })).toHaveAttribute(
    "href",
    "mailto:help@events.test",
  );
  await expect(page.getByText(/13/).first()).toBeVisible();
  await page.getByRole("link", { name: /login/i }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/somewhere/else");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/system-admin/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

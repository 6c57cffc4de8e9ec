import { accounts } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { allowProblems } from "../support/page-health.ts";
import { createEvent, createForeignEvent } from "../support/seed.ts";

test("a list that failed to load says so and offers 'Try again', never its empty state", async ({
  asSystemAdmin: page,
}) => {
  allowProblems(page, /^503 GET \/api\/users\/get-all-users$/);
  await page.route("**/api/users/get-all-users", (route) =>
    route.fulfill({ status: 503, json: { error: "Service unavailable" } }),
  );
  await page.goto("/system-admin/system-admins");
  // The list's own alert, not the toast that also reports the failure.
  const alert = page.getByRole("alert").filter({
    hasText: "Service unavailable",
    has: page.getByRole("button", { name: "Try again" }),
  });
  await expect(alert).toBeVisible();
  await expect(page.getByText("No System Admins Found")).toHaveCount(0);

  await page.unroute("**/api/users/get-all-users");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText(accounts.systemAdmin.name).first()).toBeVisible();
  await expect(alert).toBeHidden();
});

test("a system admin's own row offers Edit but no Delete, in the table and on the cards", async ({
  asSystemAdmin: page,
}) => {
  await page.goto("/system-admin/system-admins");
  const name = accounts.systemAdmin.name;
  await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  await page.getByRole("button", { name: "Card View" }).click();
  await expect(page.getByRole("button", { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
});

test("an event admin opening another admin's event sessions sees not-found, with no 'Add Session'", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  allowProblems(page, /^404 GET \/api\/sessions\/get-all-sessions\//);
  const foreign = await createForeignEvent(admin, "Otto Other", `Otto's Evening ${Date.now()}`);
  await page.goto(`/event-admin/event-sessions/${foreign.id}`);
  await expect(page.getByRole("heading", { name: "Event Sessions" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(/not found/i);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Session" })).toHaveCount(0);
});

test("every form marks its required fields before the first submit", async ({
  asSystemAdmin: admin,
  asEventAdmin: page,
}) => {
  const event = await createEvent(admin, { event_name: `Marked Fields ${Date.now()}` });
  const expectRequired = async (dialogName: string, labels: string[]) => {
    const dialog = page.getByRole("dialog", { name: dialogName });
    for (const label of labels) {
      await expect(dialog.getByLabel(label, { exact: true }).first()).toHaveAttribute(
        "aria-required",
        "true",
      );
    }
    await expect(dialog.getByText("*", { exact: true }).first()).toBeVisible();
  };

  await page.goto("/event-admin/events");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expectRequired("Add New Event", ["Event Name", "Event Status", "Event Type"]);
  await expect(
    page.getByRole("dialog", { name: "Add New Event" }).getByRole("radiogroup", {
      name: "Event Admin",
    }),
  ).toHaveAttribute("aria-required", "true");
  await page.keyboard.press("Escape");

  await page.goto(`/event-admin/event-sessions/${event.id}`);
  await page.getByRole("button", { name: "Add Session" }).click();
  await expectRequired("Add Session", ["Session Name", "Session Type"]);
  await expect(
    page.getByRole("dialog", { name: "Add Session" }).getByRole("button", { name: /^Start/ }),
  ).toHaveAccessibleDescription("Required");
  await page.keyboard.press("Escape");

  await page.goto("/event-admin/participants");
  await page.getByRole("button", { name: event.event_name }).click();
  await page.getByRole("button", { name: "Add First Participant" }).click();
  await expectRequired(`Add Participants to ${event.event_name}`, ["Name", "Email", "Username"]);
  await page.keyboard.press("Escape");

  await admin.goto("/system-admin/event-admins");
  await admin.getByRole("button", { name: "Add New Event Admin", exact: true }).click();
  const userDialog = admin.getByRole("dialog", { name: "Add New Event Admin" });
  for (const label of ["Name", "Email", "Password", "Phone"]) {
    await expect(userDialog.getByLabel(label, { exact: true })).toHaveAttribute(
      "aria-required",
      "true",
    );
  }
});

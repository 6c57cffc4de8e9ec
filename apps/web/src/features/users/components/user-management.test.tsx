import type { User } from "@events/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import { cancelAtConfirmation } from "@/testing/cancel-at-confirmation";
import { buildUser } from "@/testing/factories";
import { renderWithCache } from "@/testing/render-with-cache";
import { eventAdminsConfig, systemAdminsConfig, type UserManagementConfig } from "../config";
import { UserManagement } from "./user-management";

const allUsers = [
  buildUser({ id: "00000000-0000-4000-8000-000000000001", phone: null }),
  buildUser({
    id: "00000000-0000-4000-8000-000000000002",
    name: "Linus Event",
    email: "linus@example.org",
    phone: "+1 555 0101",
    type: "event_admin",
    isVerified: false,
  }),
];

/**
 * The users are put into the query cache as the list call would, and kept fresh, so the screen
 * renders without a server; nothing here saves or deletes.
 */
function renderScreen(
  config: UserManagementConfig,
  users: User[] = allUsers,
  currentUserId?: string,
) {
  renderWithCache(
    <UserManagement config={config} currentUserId={currentUserId} />,
    (queryClient) => {
      queryClient.setQueryData(queryKeys.users.list(), users);
    },
  );
  return userEvent.setup();
}

describe("UserManagement", () => {
  it("lists only system admins under 'System Admin Management'", () => {
    renderScreen(systemAdminsConfig);
    expect(screen.getByRole("heading", { name: "System Admin Management" })).toBeInTheDocument();
    expect(screen.getByText("Grace Hopper")).toBeInTheDocument();
    expect(screen.queryByText("Linus Event")).not.toBeInTheDocument();
  });

  it("lists only event admins under 'Event Admin Management'", () => {
    renderScreen(eventAdminsConfig);
    expect(screen.getByRole("heading", { name: "Event Admin Management" })).toBeInTheDocument();
    expect(screen.getByText("Linus Event")).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.queryByText("Grace Hopper")).not.toBeInTheDocument();
  });

  it("switches between table and cards with the view button", async () => {
    const user = renderScreen(systemAdminsConfig);
    expect(screen.getByRole("table")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Card View" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Table View" }));
    expect(screen.getByRole("table")).toBeInTheDocument();
  });

  it("opens 'Add New Admin' empty, and returns focus to the button when cancelled", async () => {
    const user = renderScreen(systemAdminsConfig);
    const addButton = screen.getByRole("button", { name: "Add New Admin" });
    await user.click(addButton);
    const dialog = screen.getByRole("dialog", { name: "Add New Admin" });
    expect(await within(dialog).findByLabelText("Name")).toHaveValue("");
    expect(within(dialog).getByRole("button", { name: "Create Admin" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(addButton).toHaveFocus();
  });

  it("opens 'Edit Event Admin' filled in from the row", async () => {
    const user = renderScreen(eventAdminsConfig);
    await user.click(screen.getByRole("button", { name: "Edit Linus Event" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Event Admin" });
    expect(await within(dialog).findByLabelText("Name")).toHaveValue("Linus Event");
    expect(within(dialog).getByLabelText("Phone")).toHaveValue("+1 555 0101");
    expect(within(dialog).getByRole("button", { name: "Update Event Admin" })).toBeEnabled();
  });

  it("asks the spec's question before deleting, and Cancel keeps the user", async () => {
    const user = renderScreen(eventAdminsConfig);
    await cancelAtConfirmation(
      user,
      "Delete Linus Event",
      "Are you sure you want to delete this event admin?",
    );
    expect(screen.getByText("Linus Event")).toBeInTheDocument();
  });

  it("offers no Delete on the signed-in admin's own row", () => {
    const own = allUsers[0] as User;
    renderScreen(systemAdminsConfig, allUsers, own.id);
    expect(screen.getByRole("button", { name: `Edit ${own.name}` })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Delete ${own.name}` })).not.toBeInTheDocument();
  });

  it("shows the empty state when there are none of this type", () => {
    renderScreen(systemAdminsConfig, [allUsers[1] as User]);
    expect(screen.getByRole("heading", { name: "No System Admins Found" })).toBeInTheDocument();
    expect(screen.getByText("Get started by adding your first system admin.")).toBeInTheDocument();
  });
});

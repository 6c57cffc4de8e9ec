import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { eventAdminStatusLabels, systemAdminStatusLabels } from "@/lib/user-status";
import { buildUser } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { UsersList, type UsersListProps } from "./users-list";

const users = [
  buildUser(),
  buildUser({
    id: "1d6f3f1e-3b7a-4c1e-9a55-5f7a3d2b1c01",
    name: "ada lovelace",
    email: "ada@example.org",
    phone: null,
    isVerified: false,
    profile_image: "/media/profile/ada.png",
  }),
];

function renderList(props: Partial<UsersListProps> = {}) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <UsersList
      users={users}
      view="table"
      statusLabels={systemAdminStatusLabels}
      emptyTitle="No System Admins Found"
      emptyText="Get started by adding your first system admin."
      onEdit={onEdit}
      onDelete={onDelete}
      {...props}
    />,
  );
  return { onEdit, onDelete, user: userEvent.setup() };
}

describe("UsersList as a table", () => {
  it("has the system admin columns and one row per user", () => {
    renderList();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Email", "Phone", "Status", "Actions"]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const [graceRow, adaRow] = rows as [HTMLElement, HTMLElement];
    expect(within(graceRow).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(graceRow).getByText("+1 555 0100")).toBeInTheDocument();
    expect(within(graceRow).getByText("Verified")).toBeInTheDocument();
    expect(within(adaRow).getByText("ada@example.org")).toBeInTheDocument();
    expect(within(adaRow).getByText("Unverified")).toBeInTheDocument();
  });

  it("shows the first letter when there is no picture, and the picture otherwise", () => {
    renderList();
    const [graceRow, adaRow] = screen.getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(within(graceRow).getByText("G")).toBeInTheDocument();
    expect(
      within(adaRow).getByRole("img", { name: "Profile image of ada lovelace" }),
    ).toHaveAttribute("src", `${window.location.origin}/media/profile/ada.png`);
    expect(within(graceRow).queryByRole("img")).not.toBeInTheDocument();
  });

  it("has a Profile column and reads Pending for event admins", () => {
    renderList({ statusLabels: eventAdminStatusLabels, hasProfileColumn: true });
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Profile", "Name", "Email", "Phone", "Status", "Actions"]);
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.queryByText("Unverified")).not.toBeInTheDocument();
  });

  it("edits and deletes the user of the row", async () => {
    const { user, onEdit, onDelete } = renderList();
    await user.click(screen.getByRole("button", { name: "Edit ada lovelace" }));
    expect(onEdit).toHaveBeenCalledWith(users[1]);
    await user.click(screen.getByRole("button", { name: "Delete Grace Hopper" }));
    expect(onDelete).toHaveBeenCalledWith(users[0]);
  });
});

describe("UsersList as cards", () => {
  it("shows each user as a card with status and actions, and no table", async () => {
    const { user, onDelete } = renderList({ view: "cards" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const [graceCard, adaCard] = cards as [HTMLElement, HTMLElement];
    expect(within(graceCard).getByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(within(graceCard).getByText("Verified")).toBeInTheDocument();
    expect(within(adaCard).getByText("Unverified")).toBeInTheDocument();
    await user.click(within(adaCard).getByRole("button", { name: "Delete ada lovelace" }));
    expect(onDelete).toHaveBeenCalledWith(users[1]);
  });
});

describe("UsersList without users", () => {
  it("shows the empty state in either view", () => {
    for (const view of ["table", "cards"] as const) {
      const { unmount } = render(
        <UsersList
          users={[]}
          view={view}
          statusLabels={eventAdminStatusLabels}
          emptyTitle="No Event Admins Found"
          emptyText="Get started by adding your first event admin."
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />,
      );
      expect(screen.getByRole("heading", { name: "No Event Admins Found" })).toBeInTheDocument();
      expect(screen.getByText("Get started by adding your first event admin.")).toBeInTheDocument();
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe("UsersList in German", () => {
  it("names its columns, statuses and actions in German", async () => {
    await showTextsIn("de");
    renderList({ statusLabels: eventAdminStatusLabels, hasProfileColumn: true });
    for (const column of ["Profil", "Name", "E-Mail", "Telefon", "Status", "Aktionen"]) {
      expect(screen.getByRole("columnheader", { name: column })).toBeInTheDocument();
    }
    expect(screen.getByText("Verifiziert")).toBeInTheDocument();
    expect(screen.getByText("Ausstehend")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ada lovelace bearbeiten" })).toBeInTheDocument();
  });
});

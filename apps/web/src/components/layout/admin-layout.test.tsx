import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { KeyRound, LayoutDashboard, Users } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { renderAdminLayout } from "./testing/render-admin-layout";
import type { LayoutUser } from "./types";

const links = [
  { to: "/area/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/area/people", label: "People", icon: Users },
];
const accountLinks = [{ to: "/area/api-tokens", label: "API tokens", icon: KeyRound }];

function renderLayout({
  user = { name: "grace hopper", type: "system_admin", profile_image: null },
  onLogout = vi.fn(),
}: {
  user?: LayoutUser | null;
  onLogout?: () => Promise<void> | void;
} = {}) {
  renderAdminLayout({ links, accountLinks, user, onLogout });
  return { onLogout };
}

describe("AdminLayout", () => {
  it("shows the portal title, the user's name, role label and initial", () => {
    renderLayout();
    expect(screen.getByText("Test Portal")).toBeInTheDocument();
    expect(screen.getByText("grace hopper")).toBeInTheDocument();
    expect(screen.getByText("System Admin")).toBeInTheDocument();
    expect(screen.getByText("G")).toBeInTheDocument();
  });

  it("shows 'Unknown', 'No Role' and 'U' without a user", () => {
    renderLayout({ user: null });
    expect(screen.getByText("Unknown")).toBeInTheDocument();
    expect(screen.getByText("No Role")).toBeInTheDocument();
    expect(screen.getByText("U")).toBeInTheDocument();
  });

  it("marks the current page's link", () => {
    renderLayout();
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "People" })).not.toHaveAttribute("aria-current");
  });

  it("opens the sidebar from the menu button and closes it with Escape or a link", async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole("button", { name: "Toggle sidebar" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "People" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "People" })).toHaveAttribute("aria-current", "page");
  });

  it("calls logout from the Logout button", async () => {
    const user = userEvent.setup();
    const { onLogout } = renderLayout();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("opens the user's menu from their name, with their own pages and Logout, by keyboard", async () => {
    const user = userEvent.setup();
    const { onLogout } = renderLayout();
    const menuButton = screen.getByRole("button", { name: /grace hopper/ });
    expect(menuButton).toHaveAttribute("aria-haspopup", "menu");
    menuButton.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const tokens = within(menu).getByRole("menuitem", { name: "API tokens" });
    expect(tokens).toHaveAttribute("href", "/area/api-tokens");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();

    await user.click(menuButton);
    await user.click(
      within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Logout" }),
    );
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("is laid out right to left in Arabic, the sidebar at the start (right) edge", async () => {
    await showTextsIn("ar");
    renderLayout();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    const sidebar = screen.getByRole("complementary", { name: "Test Panel" });
    expect(sidebar).toHaveClass("start-0");
    expect(sidebar).not.toHaveClass("left-0");
    expect(within(sidebar).getByRole("navigation", { name: "التنقل الرئيسي" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تسجيل الخروج" })).toBeInTheDocument();
    expect(screen.getByText("مسؤول النظام")).toBeInTheDocument();
  });

  it("names its controls in German", async () => {
    await showTextsIn("de");
    renderLayout();
    expect(
      screen.getByRole("button", { name: "Seitenleiste ein-/ausblenden" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeInTheDocument();
  });
});

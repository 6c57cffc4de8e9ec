import { ApiError, describeError } from "@/lib/api-error";

/** The specification's words for one user-management screen. */
export type UserManagementTexts = {
  pageTitle: string;
  addButton: string;
  createDialogTitle: string;
  editDialogTitle: string;
  createSubmit: string;
  updateSubmit: string;
  emptyTitle: string;
  emptyText: string;
  deleteQuestion: string;
  loading: string;
  created: string;
  updated: string;
  deleted: string;
  fetchFailed: (error: unknown) => string;
  createFailed: (error: unknown) => string;
  updateFailed: (error: unknown) => string;
  deleteFailed: (error: unknown) => string;
};

/** The server's error field, else 'HTTP error! status: {code}' (the API client's message). */
function readErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

export const systemAdminTexts: UserManagementTexts = {
  pageTitle: "System Admin Management",
  addButton: "Add New Admin",
  createDialogTitle: "Add New Admin",
  editDialogTitle: "Edit Admin",
  createSubmit: "Create Admin",
  updateSubmit: "Update Admin",
  emptyTitle: "No System Admins Found",
  emptyText: "Get started by adding your first system admin.",
  deleteQuestion: "Are you sure you want to delete this admin?",
  loading: "Loading admins...",
  created: "Admin created successfully!",
  updated: "Admin updated successfully!",
  deleted: "Admin deleted successfully!",
  fetchFailed: (error) => `Failed to fetch admins: ${readErrorMessage(error)}`,
  createFailed: (error) => `Error creating admin: ${readErrorMessage(error)}`,
  updateFailed: (error) => `Error updating admin: ${readErrorMessage(error)}`,
  deleteFailed: (error) => `Error deleting admin: ${readErrorMessage(error)}`,
};

export const eventAdminTexts: UserManagementTexts = {
  pageTitle: "Event Admin Management",
  addButton: "Add New Event Admin",
  createDialogTitle: "Add New Event Admin",
  editDialogTitle: "Edit Event Admin",
  createSubmit: "Create Event Admin",
  updateSubmit: "Update Event Admin",
  emptyTitle: "No Event Admins Found",
  emptyText: "Get started by adding your first event admin.",
  deleteQuestion: "Are you sure you want to delete this event admin?",
  loading: "Loading event admins...",
  created: "Event admin created successfully",
  updated: "Event admin updated successfully",
  deleted: "Event admin deleted successfully",
  fetchFailed: () => "Failed to fetch event admins",
  // The server's own words when it gave any (e.g. a duplicate e-mail), else the spec's text.
  createFailed: (error) => describeError(error, "Operation failed"),
  updateFailed: (error) => describeError(error, "Operation failed"),
  deleteFailed: (error) => describeError(error, "Failed to delete event admin"),
};

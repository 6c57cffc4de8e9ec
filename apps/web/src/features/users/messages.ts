import { t } from "@/i18n/i18n";
import { describeError } from "@/lib/api-error";
import { readErrorMessage } from "@/lib/error-message";
import { readWhenShown } from "@/lib/read-when-shown";

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

export const systemAdminTexts = readWhenShown(
  {
    pageTitle: "users.systemAdmins.pageTitle",
    addButton: "users.systemAdmins.add",
    createDialogTitle: "users.systemAdmins.add",
    editDialogTitle: "users.systemAdmins.edit",
    createSubmit: "users.systemAdmins.create",
    updateSubmit: "users.systemAdmins.update",
    emptyTitle: "users.systemAdmins.emptyTitle",
    emptyText: "users.systemAdmins.emptyText",
    deleteQuestion: "users.systemAdmins.deleteQuestion",
    loading: "users.systemAdmins.loading",
    created: "users.systemAdmins.created",
    updated: "users.systemAdmins.updated",
    deleted: "users.systemAdmins.deleted",
  },
  {
    fetchFailed: (error: unknown) =>
      t("users.systemAdmins.fetchFailed", { reason: readErrorMessage(error) }),
    createFailed: (error: unknown) =>
      t("users.systemAdmins.createFailed", { reason: readErrorMessage(error) }),
    updateFailed: (error: unknown) =>
      t("users.systemAdmins.updateFailed", { reason: readErrorMessage(error) }),
    deleteFailed: (error: unknown) =>
      t("users.systemAdmins.deleteFailed", { reason: readErrorMessage(error) }),
  },
);

export const eventAdminTexts = readWhenShown(
  {
    pageTitle: "users.eventAdmins.pageTitle",
    addButton: "users.eventAdmins.add",
    createDialogTitle: "users.eventAdmins.add",
    editDialogTitle: "users.eventAdmins.edit",
    createSubmit: "users.eventAdmins.create",
    updateSubmit: "users.eventAdmins.update",
    emptyTitle: "users.eventAdmins.emptyTitle",
    emptyText: "users.eventAdmins.emptyText",
    deleteQuestion: "users.eventAdmins.deleteQuestion",
    loading: "users.eventAdmins.loading",
    created: "users.eventAdmins.created",
    updated: "users.eventAdmins.updated",
    deleted: "users.eventAdmins.deleted",
  },
  {
    fetchFailed: () => t("users.eventAdmins.fetchFailed"),
    // The server's own words when it gave any (e.g. a duplicate e-mail), else the spec's text.
    createFailed: (error: unknown) => describeError(error, t("users.eventAdmins.saveFailed")),
    updateFailed: (error: unknown) => describeError(error, t("users.eventAdmins.saveFailed")),
    deleteFailed: (error: unknown) => describeError(error, t("users.eventAdmins.deleteFailed")),
  },
);

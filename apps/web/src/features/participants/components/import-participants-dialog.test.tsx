import type { ParticipantImportDryRunResponse } from "@events/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectLinks } from "@/testing/expect-links";
import { EVENT_ID } from "@/testing/factories";
import { buildFile } from "@/testing/files";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import {
  ImportParticipantsDialog,
  type ImportParticipantsDialogProps,
} from "./import-participants-dialog";

type Answer = { status: number; body: unknown };
type SentRequest = {
  method: string;
  url: string;
  form: FormData;
  answer: (answer: Answer) => void;
};

/**
 * A stand-in for the browser's XMLHttpRequest, which the upload with progress uses: each sent
 * request reports half its body sent, then waits for the test to answer it.
 */
class FakeXhr {
  static sent: SentRequest[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private method = "";
  private url = "";
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === "content-type" ? "application/json" : null;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  abort() {
    this.events.dispatchEvent(new Event("abort"));
  }
  send(body: FormData) {
    FakeXhr.sent.push({
      method: this.method,
      url: this.url,
      form: body,
      answer: ({ status, body: answerBody }) => {
        this.status = status;
        this.responseText = JSON.stringify(answerBody);
        this.events.dispatchEvent(new Event("load"));
      },
    });
    this.upload.dispatchEvent(
      Object.assign(new Event("progress"), { lengthComputable: true, loaded: 50, total: 100 }),
    );
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The request the dialog sent last, once it has been sent. */
async function lastRequest(count: number): Promise<SentRequest> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  const request = FakeXhr.sent[count - 1];
  if (!request) throw new Error("no request");
  return request;
}

function buildReport(
  overrides: Partial<ParticipantImportDryRunResponse> = {},
): ParticipantImportDryRunResponse {
  return {
    columns: ["Full name", "E-mail", "Mobile", "User name", "Notes"],
    mapping: { name: "Full name", email: "E-mail", phone: "Mobile", username: "User name" },
    rows: 2,
    valid: 2,
    errors: [],
    duplicates: [],
    preview: [
      {
        row: 2,
        values: {
          name: "Ada Lovelace",
          email: "ada@example.org",
          phone: "+44 1",
          username: "ada",
        },
      },
      {
        row: 3,
        values: { name: "Alan Turing", email: "alan@example.org", phone: "", username: "alan" },
      },
    ],
    ...overrides,
  };
}

function renderDialog(props: Partial<ImportParticipantsDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onImported = vi.fn();
  renderWithQueryClient(
    <ImportParticipantsDialog
      eventId={EVENT_ID}
      open
      onOpenChange={onOpenChange}
      onImported={onImported}
      {...props}
    />,
    createTestQueryClient(),
  );
  return { onOpenChange, onImported, user: userEvent.setup({ applyAccept: false }) };
}

const csvFile = () => buildFile("people.csv", "text/csv");

/** Opens the dialog, chooses the CSV file and gives the server's answer to checking it. */
async function chooseFileAndAnswer(answer: Answer) {
  const { user } = renderDialog();
  await user.upload(screen.getByLabelText(/Choose a file/), csvFile());
  (await lastRequest(1)).answer(answer);
  return user;
}

describe("ImportParticipantsDialog", () => {
  it("checks the chosen file, shows the guessed columns and the rows, then imports them", async () => {
    const { user, onImported, onOpenChange } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Import participants" });
    expectLinks({ "Download template": "/api/participants/import-template" }, within(dialog));

    await user.upload(screen.getByLabelText(/Choose a file/), csvFile());
    const check = await lastRequest(1);
    expect(check.method).toBe("POST");
    expect(check.url).toBe(`/api/participants/import/${EVENT_ID}`);
    expect(check.form.get("dry_run")).toBe("true");
    expect(check.form.get("mapping")).toBeNull();
    expect((check.form.get("file") as File).name).toBe("people.csv");
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "value",
      "50",
    );
    expect(screen.getByText("Uploading… 50%")).toBeInTheDocument();

    check.answer({ status: 200, body: buildReport() });
    expect(await screen.findByLabelText("Name")).toHaveValue("Full name");
    expect(screen.getByLabelText("Email")).toHaveValue("E-mail");
    expect(screen.getByLabelText("Phone")).toHaveValue("Mobile");
    expect(screen.getByLabelText("Username")).toHaveValue("User name");
    expect(screen.getByLabelText("Role")).toHaveValue("");
    expect(
      within(screen.getByLabelText("Role"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Not in the file", "Full name", "E-mail", "Mobile", "User name", "Notes"]);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByText("2 rows in the file, 2 ready to import")).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole("rowheader")).toHaveTextContent("2");
    expect(rows[1]).toHaveTextContent("Ada Lovelace");
    expect(rows[1]).toHaveTextContent("OK");

    await user.click(screen.getByRole("button", { name: "Import 2 participants" }));
    const save = await lastRequest(2);
    expect(save.form.get("dry_run")).toBe("false");
    expect(JSON.parse(save.form.get("mapping") as string)).toEqual(buildReport().mapping);
    save.answer({ status: 201, body: { created: 2 } });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(2));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows every problem beside its row and does not offer to import a faulty file", async () => {
    await chooseFileAndAnswer({
      status: 200,
      body: buildReport({
        rows: 3,
        valid: 1,
        errors: [{ row: 3, field: "email", message: "Enter a valid email address" }],
        duplicates: [{ row: 250, username: "ada", message: "Repeats row 2 of the file" }],
      }),
    });
    const alan = (await screen.findAllByRole("row")).find((row) =>
      row.textContent?.includes("Alan Turing"),
    );
    expect(alan).toHaveTextContent("Email: Enter a valid email address");
    expect(screen.getByText(/2 rows have problems/)).toBeInTheDocument();
    expect(screen.getByText("1 more row with problems is not shown.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 1 participant" })).toBeDisabled();
  });

  it("checks the file again with the columns the user chose", async () => {
    const user = await chooseFileAndAnswer({
      status: 200,
      body: buildReport({
        mapping: { name: "Full name", email: "E-mail" },
        valid: 0,
        errors: [{ row: 1, field: "username", message: "Choose the column that holds Username" }],
      }),
    });
    expect(await screen.findByText("Choose the column that holds Username")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Username"), "User name");
    expect(screen.getByRole("button", { name: "Import 0 participants" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Check with these columns" }));
    const recheck = await lastRequest(2);
    expect(JSON.parse(recheck.form.get("mapping") as string)).toEqual({
      name: "Full name",
      email: "E-mail",
      username: "User name",
    });
    recheck.answer({ status: 200, body: buildReport() });
    expect(await screen.findByRole("button", { name: "Import 2 participants" })).toBeEnabled();
  });

  it("says why the server refused the file", async () => {
    await chooseFileAndAnswer({
      status: 415,
      body: { error: "The file must be a CSV or an Excel workbook (.xlsx)" },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The file must be a CSV or an Excel workbook (.xlsx)",
    );
    expect(screen.getByLabelText(/Choose a file/)).toBeEnabled();
  });

  it("refuses a file over 10 MB without sending it", async () => {
    const { user } = renderDialog();
    await user.upload(
      screen.getByLabelText(/Choose a file/),
      buildFile("huge.csv", "text/csv", 11 * 1024 * 1024),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("The file must be 10 MB or smaller");
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("takes a file dropped on it", async () => {
    renderDialog();
    const dropArea = screen.getByText("or drop it here").parentElement as HTMLElement;
    fireEvent.drop(dropArea, { dataTransfer: { files: [csvFile()] } });
    expect((await lastRequest(1)).form.get("dry_run")).toBe("true");
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildParticipant } from "@/testing/factories";
import { showTextsIn } from "@/testing/languages";
import { renderWithRouter } from "@/testing/render-with-router";
import { describeCheckInAnswer } from "../utils/describe-scan-outcome";
import { ModeToggle } from "./mode-toggle";
import { type ScannerParts, ScanPanel } from "./scan-panel";

/** A camera that opens at once, and a decoder that reads nothing: codes are typed. */
const workingCamera: ScannerParts = {
  openCamera: async () => ({ getTracks: () => [] }) as unknown as MediaStream,
  createDecoder: async () => ({ decode: async () => null }),
};

function renderScanControls(parts: ScannerParts, onBackToSearch = vi.fn()) {
  const checkTicket = vi.fn(async () =>
    describeCheckInAnswer({
      message: "Checked in",
      participant: buildParticipant(),
      already_checked_in: false,
      checked_in_at: null,
    }),
  );
  renderWithRouter(
    <>
      <ModeToggle mode="scan" onChange={vi.fn()} />
      <ScanPanel parts={parts} checkTicket={checkTicket} onBackToSearch={onBackToSearch} />
    </>,
  );
  return { checkTicket, onBackToSearch };
}

describe("The scanner's controls in Arabic", () => {
  it("lays the page right to left and names every control and answer in Arabic", async () => {
    await showTextsIn("ar");
    const user = userEvent.setup();
    const { checkTicket } = renderScanControls(workingCamera);

    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(screen.getByRole("group", { name: "طريقة إيجاد المشاركين" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "مسح" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "بحث" })).toHaveAttribute("aria-pressed", "false");
    expect(await screen.findByRole("region", { name: "الكاميرا" })).toBeInTheDocument();
    expect(screen.getByLabelText("ما تراه الكاميرا")).toBeInTheDocument();
    expect(screen.getByText("ضع رمز QR الخاص بالتذكرة أمام الكاميرا.")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "رمز التذكرة" }), "ada-ticket");
    await user.click(screen.getByRole("button", { name: "التحقق من التذكرة" }));
    expect(checkTicket).toHaveBeenCalledWith("ada-ticket");
    const answer = await screen.findByRole("alert");
    expect(answer).toHaveAttribute("data-tone", "success");
    expect(answer).toHaveTextContent("Ada Lovelace");
    expect(answer).toHaveTextContent("تم تسجيل الحضور");
    expect(answer).toHaveTextContent("انقر أو اضغط مفتاح الإدخال لمسح التذكرة التالية");
  });

  it("says in Arabic that the camera is refused, and leads back to the search", async () => {
    await showTextsIn("ar");
    const user = userEvent.setup();
    const { onBackToSearch } = renderScanControls({
      ...workingCamera,
      openCamera: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
    });

    expect(await screen.findByRole("alert")).toHaveTextContent("لا يُسمح باستخدام الكاميرا");
    await user.click(screen.getByRole("button", { name: "العودة إلى البحث" }));
    expect(onBackToSearch).toHaveBeenCalled();
  });
});

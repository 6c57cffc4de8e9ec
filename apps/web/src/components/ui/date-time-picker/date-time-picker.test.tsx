import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeTimersInEachTest } from "@/testing/fake-timers";
import { Dialog } from "../dialog";
import { DateTimePicker } from "./date-time-picker";

// Only Date is faked, so user-event's own timers keep running.
fakeTimersInEachTest({ toFake: ["Date"] });

beforeEach(() => {
  vi.setSystemTime(new Date(2030, 2, 15, 10, 2, 30)); // Friday 15 March 2030, 10:02 local
});

function renderPicker(props: { value?: string | null; min?: string | null } = {}) {
  const onChange = vi.fn();
  render(
    <DateTimePicker
      label="Start"
      value={props.value ?? null}
      min={props.min}
      onChange={onChange}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, name = /^Start/) {
  await user.click(screen.getByRole("button", { name }));
  return screen.getByRole("dialog");
}

function getDay(name: RegExp) {
  return screen.getByRole("button", { name });
}

describe("DateTimePicker", () => {
  it("names the trigger by its label and the chosen value, or the placeholder", () => {
    const { unmount } = render(
      <DateTimePicker label="Start" value="2025-03-05T15:30:00" onChange={() => {}} />,
    );
    expect(
      screen.getByRole("button", { name: "Start 5th of Mar 2025, 3:30 PM" }),
    ).toBeInTheDocument();
    unmount();
    render(<DateTimePicker label="End" value={null} onChange={() => {}} error="Required" />);
    const trigger = screen.getByRole("button", { name: "End Select date and time" });
    expect(trigger).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("End")).toBe(trigger);
  });

  it("disables the days before today", async () => {
    const { user } = renderPicker();
    await openPicker(user);
    expect(getDay(/^14 March 2030/)).toBeDisabled();
    expect(getDay(/^1 March 2030/)).toBeDisabled();
    expect(getDay(/Today, 15 March 2030, Friday/)).toBeEnabled();
    expect(getDay(/^16 March 2030/)).toBeEnabled();
  });

  it("also disables the days before the minimum's day", async () => {
    const { user } = renderPicker({ min: "2030-03-20T09:00:00" });
    await openPicker(user);
    expect(getDay(/^19 March 2030/)).toBeDisabled();
    expect(getDay(/^20 March 2030/)).toBeEnabled();
  });

  it("offers hours 1-12, minutes every 5 minutes and AM/PM", async () => {
    const { user } = renderPicker();
    const dialog = await openPicker(user);
    const optionTexts = (name: string) =>
      within(within(dialog).getByRole("combobox", { name }))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(optionTexts("Hour")).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "12",
    ]);
    expect(optionTexts("Minute")).toEqual([
      "00",
      "05",
      "10",
      "15",
      "20",
      "25",
      "30",
      "35",
      "40",
      "45",
      "50",
      "55",
    ]);
    expect(optionTexts("AM/PM")).toEqual(["AM", "PM"]);
  });

  it("commits the chosen day and time in wall-clock form on Done and returns focus", async () => {
    const { user, onChange } = renderPicker();
    await openPicker(user);
    await user.click(getDay(/^20 March 2030/));
    await user.selectOptions(screen.getByRole("combobox", { name: "Hour" }), "3");
    await user.selectOptions(screen.getByRole("combobox", { name: "Minute" }), "30");
    await user.selectOptions(screen.getByRole("combobox", { name: "AM/PM" }), "PM");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("2030-03-20T15:30:00");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Start/ })).toHaveFocus();
  });

  it("starts from the current value", async () => {
    const { user, onChange } = renderPicker({ value: "2030-04-02T00:05:00" });
    await openPicker(user);
    expect(getDay(/^2 April 2030, \w+, selected$/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Hour" })).toHaveValue("12");
    expect(screen.getByRole("combobox", { name: "Minute" })).toHaveValue("5");
    expect(screen.getByRole("combobox", { name: "AM/PM" })).toHaveValue("AM");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onChange).toHaveBeenCalledWith("2030-04-02T00:05:00");
  });

  it("'Now' picks today and the time rounded up to the next 5 minutes", async () => {
    const { user, onChange } = renderPicker({ value: "2030-04-02T18:00:00" });
    await openPicker(user);
    await user.click(screen.getByRole("button", { name: "Now" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onChange).toHaveBeenCalledWith("2030-03-15T10:05:00");
  });

  it("Cancel and Escape close without changing the value", async () => {
    const { user, onChange } = renderPicker();
    await openPicker(user);
    await user.click(getDay(/^20 March 2030/));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Start/ })).toHaveFocus();

    await openPicker(user);
    await user.click(getDay(/^21 March 2030/));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Start/ })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses on Done a time before the minimum", async () => {
    const { user, onChange } = renderPicker({ min: "2030-03-20T15:00:00" });
    await openPicker(user);
    // With no value it starts at the minimum.
    expect(getDay(/^20 March 2030, \w+, selected$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Hour" }), "2");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The end cannot be before the start");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Hour" }), "3");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onChange).toHaveBeenCalledWith("2030-03-20T15:00:00");
  });

  it("is usable from the keyboard: arrow keys on the calendar, Tab to the selects", async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>("2030-03-20T09:00:00");
      return <DateTimePicker label="Start" value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    const user = userEvent.setup();
    screen.getByRole("button", { name: /^Start/ }).focus();
    await user.keyboard("{Enter}");
    expect(getDay(/^20 March 2030, \w+, selected$/)).toHaveFocus();
    await user.keyboard("{ArrowRight}{Enter}");
    expect(getDay(/^21 March 2030, \w+, selected$/)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Hour" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Minute" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("combobox", { name: "AM/PM" })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Done" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Start 21st of Mar 2030, 9:00 AM" })).toHaveFocus();
  });
});

describe("DateTimePicker inside a dialog", () => {
  function PickerInDialog({ onChange }: { onChange: (value: string) => void }) {
    return (
      <Dialog open onOpenChange={() => {}} title="Add New Event">
        <DateTimePicker label="End" value={null} onChange={onChange} />
      </Dialog>
    );
  }

  it("commits from within a modal, and Escape closes only the picker", async () => {
    const onChange = vi.fn();
    render(<PickerInDialog onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^End/ }));
    expect(screen.getByRole("dialog", { name: /^End/ })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: /^End/ })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add New Event" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^End/ }));
    await user.click(getDay(/^18 March 2030/));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onChange).toHaveBeenCalledWith("2030-03-18T10:05:00");
    expect(screen.getByRole("dialog", { name: "Add New Event" })).toBeInTheDocument();
  });
});

import { MAX_BADGE_IDS } from "@events/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildNumberedParticipant } from "@/testing/factories";
import { BadgeSelectionBar } from "./badge-selection-bar";
import { useParticipantSelection } from "./use-participant-selection";

const many = Array.from({ length: MAX_BADGE_IDS + 3 }, (_, index) =>
  buildNumberedParticipant({ id: index + 1 }),
);
const lastThree = many.slice(-3);

function Harness() {
  const selection = useParticipantSelection();
  return (
    <>
      <BadgeSelectionBar
        badgesPath={(ids) => `/badges?ids=${ids.join(",")}`}
        participants={many}
        selection={selection}
      />
      <button
        type="button"
        onClick={() =>
          selection.setSelected(
            lastThree.map(({ id }) => id),
            false,
          )
        }
      >
        Unselect the last three
      </button>
    </>
  );
}

describe("BadgeSelectionBar", () => {
  it(`prints at most ${MAX_BADGE_IDS} badges at once and says how many to unselect`, async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));

    expect(screen.getByText(`${MAX_BADGE_IDS + 3} selected`)).toBeInTheDocument();
    const print = screen.getByRole("button", {
      name: `Print badges for ${MAX_BADGE_IDS + 3} selected`,
    });
    expect(print).toBeDisabled();
    expect(print).toHaveAccessibleDescription(
      `Badges print at most ${MAX_BADGE_IDS} at a time; unselect 3 to print these.`,
    );
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Unselect the last three" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const link = screen.getByRole("link", {
      name: `Print badges for ${MAX_BADGE_IDS} selected`,
    });
    expect(link).toHaveAttribute(
      "href",
      `/badges?ids=${many
        .slice(0, MAX_BADGE_IDS)
        .map(({ id }) => id)
        .join(",")}`,
    );
  });
});

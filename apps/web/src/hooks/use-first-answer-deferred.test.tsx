import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useFirstAnswerDeferred } from "./use-first-answer-deferred";

/** Each render's value, by the render it was drawn in. */
function List({ rows, drawn }: { rows: string[] | undefined; drawn: (string | undefined)[] }) {
  const shown = useFirstAnswerDeferred(rows);
  drawn.push(shown?.join(","));
  return <p>{shown ? shown.join(", ") : "Loading"}</p>;
}

function Page({ initialRows, drawn }: { initialRows?: string[]; drawn: (string | undefined)[] }) {
  const [rows, setRows] = useState(initialRows);
  return (
    <>
      <button
        type="button"
        onClick={() => setRows((old) => [...(old ?? []), `row ${old?.length ?? 0}`])}
      >
        Answer
      </button>
      <List rows={rows} drawn={drawn} />
    </>
  );
}

describe("a query's first answer, drawn in a render of its own", () => {
  it("comes after a render that still shows loading; later answers come at once", async () => {
    const drawn: (string | undefined)[] = [];
    render(<Page drawn={drawn} />);
    expect(screen.getByText("Loading")).toBeInTheDocument();

    drawn.length = 0;
    await act(async () => screen.getByRole("button").click());
    expect(screen.getByText("row 0")).toBeInTheDocument();
    // The render the answer started still drew loading; the list came in the deferred one.
    expect(drawn[0]).toBeUndefined();
    expect(drawn.at(-1)).toBe("row 0");

    drawn.length = 0;
    await act(async () => screen.getByRole("button").click());
    expect(drawn).toEqual(["row 0,row 1"]);
  });

  it("draws an answer already there when it mounts at once", () => {
    const drawn: (string | undefined)[] = [];
    render(<Page initialRows={["cached"]} drawn={drawn} />);
    expect(screen.getByText("cached")).toBeInTheDocument();
    expect(drawn).toEqual(["cached"]);
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SAVED_AT_HEADER } from "../service-worker/saved-answers";
import { answer, stubAppServer } from "../testing/app-server-stub";
import { resetAppBetweenTests, setOnline } from "../testing/app-test-setup";
import { loadResource, reloadAllResources, updateResource, useResource } from "./resource-cache";

resetAppBetweenTests();

type Greeting = { text: string };

function Greeting({ path }: { path: string }) {
  const greeting = useResource<Greeting>(path);
  if (greeting.data) {
    return (
      <p>
        {greeting.data.text}
        {greeting.savedAt && ` (saved ${greeting.savedAt.toISOString()})`}
        {greeting.error ? " (not refreshed)" : ""}
      </p>
    );
  }
  if (greeting.error) return <p>Failed</p>;
  return <p>Loading</p>;
}

describe("the resource cache", () => {
  it("asks once for a path several screens show at the same time", async () => {
    const server = stubAppServer({ "GET /hello": answer({ text: "Hello" }) });
    render(
      <>
        <Greeting path="/hello" />
        <Greeting path="/hello" />
      </>,
    );
    expect(await screen.findAllByText("Hello")).toHaveLength(2);
    expect(server.callsTo("GET /hello")).toHaveLength(1);
  });

  it("shows what it has at once when drawn again, and asks the server again", async () => {
    vi.useFakeTimers({ now: new Date("2027-05-04T10:00:00Z"), toFake: ["Date"] });
    const server = stubAppServer({ "GET /hello": answer({ text: "Hello" }) });
    const first = render(<Greeting path="/hello" />);
    await screen.findByText("Hello");
    first.unmount();
    server.route("GET /hello", answer({ text: "Hello again" }));
    vi.setSystemTime(new Date("2027-05-04T10:00:05Z"));
    render(<Greeting path="/hello" />);
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(await screen.findByText("Hello again")).toBeInTheDocument();
  });

  it("does not ask again for what has just arrived (a screen's data, loaded with its code)", async () => {
    vi.useFakeTimers({ now: new Date("2027-05-04T10:00:00Z"), toFake: ["Date"] });
    const server = stubAppServer({ "GET /hello": answer({ text: "Hello" }) });
    await loadResource("/hello");
    vi.setSystemTime(new Date("2027-05-04T10:00:04Z"));
    render(<Greeting path="/hello" />);
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(server.callsTo("GET /hello")).toHaveLength(1);
  });

  it("keeps what it had when the server cannot be reached, and asks again once online", async () => {
    vi.useFakeTimers({ now: new Date("2027-05-04T10:00:00Z"), toFake: ["Date"] });
    const server = stubAppServer({ "GET /hello": answer({ text: "Hello" }) });
    await loadResource("/hello");
    vi.setSystemTime(new Date("2027-05-04T10:00:05Z"));
    server.route("GET /hello", "network");
    render(<Greeting path="/hello" />);
    expect(await screen.findByText("Hello (not refreshed)")).toBeInTheDocument();
    server.route("GET /hello", answer({ text: "Back" }));
    setOnline(true);
    expect(await screen.findByText("Back")).toBeInTheDocument();
  });

  it("carries the time the service worker saved an answer it gave from its cache", async () => {
    stubAppServer({
      "GET /hello": answer(
        { text: "Hello" },
        { headers: { [SAVED_AT_HEADER]: "2027-05-04T13:05:00.000Z" } },
      ),
    });
    render(<Greeting path="/hello" />);
    expect(await screen.findByText("Hello (saved 2027-05-04T13:05:00.000Z)")).toBeInTheDocument();
  });

  it("forgets what the server says is gone", async () => {
    vi.useFakeTimers({ now: new Date("2027-05-04T10:00:00Z"), toFake: ["Date"] });
    const server = stubAppServer({ "GET /hello": answer({ text: "Hello" }) });
    await loadResource("/hello");
    vi.setSystemTime(new Date("2027-05-04T10:00:05Z"));
    server.route("GET /hello", answer({ error: "Event not found" }, { status: 404 }));
    render(<Greeting path="/hello" />);
    expect(await screen.findByText("Failed")).toBeInTheDocument();
  });

  it("lets a screen change what it shows before the server confirms it", async () => {
    stubAppServer({ "GET /hello": answer({ text: "Hello" }) });
    await loadResource("/hello");
    render(<Greeting path="/hello" />);
    updateResource<Greeting>("/hello", () => ({ text: "Changed" }));
    expect(await screen.findByText("Changed")).toBeInTheDocument();
  });

  it("asks again for everything it keeps when told to (the service worker took over)", async () => {
    const server = stubAppServer({
      "GET /hello": answer({ text: "Hello" }),
      "GET /bye": answer({ text: "Bye" }),
    });
    await Promise.all([loadResource("/hello"), loadResource("/bye")]);
    reloadAllResources();
    await loadResource("/bye");
    expect(server.callsTo("GET /hello")).toHaveLength(2);
    expect(server.callsTo("GET /bye")).toHaveLength(2);
  });
});

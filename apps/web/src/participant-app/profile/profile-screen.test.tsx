import {
  APP_INVALID_CODE_MESSAGE,
  CSRF_HEADER,
  ME_PROFILE_MESSAGES,
  PROFILE_IMAGE_FILE_RULE,
} from "@events/contract";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { passkeysAnswer } from "@/testing/passkeys";
import { answer, stubAppServer } from "../testing/app-server-stub";
import {
  CSRF_TOKEN,
  renderAppAt,
  resetAppBetweenTests,
  setOnline,
} from "../testing/app-test-setup";
import { stubUploads } from "../testing/fake-upload-request";
import { buildPerson } from "../testing/person-factories";
import { emailChangeOfflineMessage } from "./email-change";
import { describePhotoRule, photoOfflineMessage, removePhotoQuestion } from "./photo-section";
import { saveOfflineMessage } from "./profile-form";

resetAppBetweenTests();

const ada = buildPerson({ profile_image: "/media/person-photos/ada.png" });
const TOKEN = "t".repeat(43);
const NEW_TOKEN = "n".repeat(43);

function stubProfile(person = ada) {
  return stubAppServer({
    "GET /api/me": answer({ person }),
    "GET /api/me/messages": answer({ messages: [], unread: 0 }),
    "GET /api/me/passkeys": passkeysAnswer([]),
  });
}

const section = (name: string) => screen.getByRole("region", { name });

async function openProfile(person = ada) {
  const server = stubProfile(person);
  renderAppAt("/app/profile");
  await screen.findByRole("region", { name: "Name and phone" });
  return server;
}

describe("the profile", () => {
  it("shows the photo, the name and phone to change, the e-mail address and the way to privacy", async () => {
    await openProfile();
    expect(within(section("Photo")).getByRole("img", { name: "Ada Lovelace" })).toHaveAttribute(
      "src",
      "http://localhost:3000/media/person-photos/ada.png",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Phone (optional)")).toHaveValue("+44 161 000 0001");
    expect(within(section("E-mail address")).getByText("ada@events.test")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy and your data" })).toHaveAttribute(
      "href",
      "/app/privacy",
    );
    expect(
      within(screen.getByRole("navigation", { name: "Sections" })).getByRole("link", {
        name: "Profile",
      }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("saves the name and phone, and says so", async () => {
    const server = await openProfile();
    server.route("PATCH /api/me/profile", (request) =>
      answer({ person: { ...ada, ...(request.body as object), phone: null } }),
    );
    const name = screen.getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Ada King");
    await userEvent.clear(screen.getByLabelText("Phone (optional)"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your name and phone are saved.")).toBeInTheDocument();
    const [patch] = server.callsTo("PATCH /api/me/profile");
    expect(patch?.body).toEqual({ name: "Ada King", phone: "" });
    expect(patch?.headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
  });

  it("refuses an empty name with the contract's message at the field, keeping the phone typed", async () => {
    const server = await openProfile();
    await userEvent.clear(screen.getByLabelText("Name"));
    const phone = screen.getByLabelText("Phone (optional)");
    await userEvent.clear(phone);
    await userEvent.type(phone, "0161 222 3333");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(phone).toHaveValue("0161 222 3333");
    expect(server.callsTo("PATCH /api/me/profile")).toHaveLength(0);
  });

  it("puts the server's refusal of a field beside that field", async () => {
    const server = await openProfile();
    server.route(
      "PATCH /api/me/profile",
      answer(
        { error: "Invalid input", details: [{ field: "phone", message: "Phone is too long" }] },
        { status: 400 },
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const phone = screen.getByLabelText("Phone (optional)");
    expect(await screen.findByText("Phone is too long")).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(
      "The organisers of your events see it. Phone is too long",
    );
    expect(phone).toHaveFocus();
  });

  it("says that saving needs a connection when there is none, and keeps what was typed", async () => {
    const server = await openProfile();
    const name = screen.getByLabelText("Name");
    await userEvent.type(name, " King");
    setOnline(false);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(within(section("Name and phone")).getByRole("alert")).toHaveTextContent(
      saveOfflineMessage(),
    );
    expect(name).toHaveValue("Ada Lovelace King");
    expect(server.callsTo("PATCH /api/me/profile")).toHaveLength(0);
  });
});

describe("the profile's photo", () => {
  const photo = () => screen.getByLabelText("Choose a new photo");

  it("refuses a file of another type or over 10 MB with the admins' rule, sending nothing", async () => {
    const uploads = stubUploads();
    await openProfile();
    expect(photo()).toHaveAccessibleDescription(describePhotoRule());
    expect(describePhotoRule()).toBe("JPEG, PNG, GIF or WEBP, up to 10 MB");
    // applyAccept off: the input's accept attribute is the browser's hint, not the check.
    const typing = userEvent.setup({ applyAccept: false });
    await typing.upload(photo(), new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(within(section("Photo")).getByRole("alert")).toHaveTextContent(
      PROFILE_IMAGE_FILE_RULE.typeMessage,
    );
    const tooLarge = new File([new Uint8Array(PROFILE_IMAGE_FILE_RULE.maxBytes + 1)], "big.png", {
      type: "image/png",
    });
    await typing.upload(photo(), tooLarge);
    expect(within(section("Photo")).getByRole("alert")).toHaveTextContent(
      PROFILE_IMAGE_FILE_RULE.sizeMessage,
    );
    expect(uploads).toHaveLength(0);
  });

  it("uploads a new photo with its progress, then shows it", async () => {
    const uploads = stubUploads();
    await openProfile();
    const file = new File(["png"], "me.png", { type: "image/png" });
    await userEvent.upload(photo(), file);
    const [upload] = uploads;
    expect(upload?.method).toBe("PUT");
    expect(upload?.url).toBe("/api/me/profile/photo");
    expect(upload?.headers[CSRF_HEADER]).toBe(CSRF_TOKEN);
    expect(upload?.body.get("file")).toBe(file);
    expect(photo()).toBeDisabled();

    act(() => upload?.progress(45, 100));
    expect(screen.getByRole("progressbar", { name: "Uploading the photo" })).toHaveValue(45);
    expect(screen.getByText("Uploading… 45%")).toBeInTheDocument();
    act(() =>
      upload?.respond(200, { person: { ...ada, profile_image: "/media/person-photos/new.png" } }),
    );
    expect(await screen.findByText("Your new photo is saved.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Ada Lovelace" })).toHaveAttribute(
      "src",
      "http://localhost:3000/media/person-photos/new.png",
    );
    expect(photo()).toBeEnabled();
  });

  it("shows the server's refusal of an upload beside the photo", async () => {
    const uploads = stubUploads();
    await openProfile();
    await userEvent.upload(photo(), new File(["png"], "me.png", { type: "image/png" }));
    act(() => uploads[0]?.respond(415, { error: PROFILE_IMAGE_FILE_RULE.typeMessage }));
    expect(await within(section("Photo")).findByRole("alert")).toHaveTextContent(
      PROFILE_IMAGE_FILE_RULE.typeMessage,
    );
    expect(photo()).toHaveAccessibleDescription(
      `${describePhotoRule()} ${PROFILE_IMAGE_FILE_RULE.typeMessage}`,
    );
  });

  it("says that changing the photo needs a connection when there is none", async () => {
    const uploads = stubUploads();
    await openProfile();
    setOnline(false);
    await userEvent.upload(photo(), new File(["png"], "me.png", { type: "image/png" }));
    expect(within(section("Photo")).getByRole("alert")).toHaveTextContent(photoOfflineMessage());
    expect(uploads).toHaveLength(0);
  });

  it("removes the photo once the person confirms", async () => {
    const server = await openProfile();
    server.route(
      "DELETE /api/me/profile/photo",
      answer({ person: { ...ada, profile_image: null } }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    const dialog = screen.getByRole("alertdialog", { name: removePhotoQuestion() });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.callsTo("DELETE /api/me/profile/photo")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Your photo is removed.")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Ada Lovelace" })).not.toBeInTheDocument();
    expect(screen.getByText("No photo yet.")).toBeInTheDocument();
    expect(screen.getByLabelText("Choose a photo")).toBeInTheDocument();
  });
});

describe("changing the e-mail address", () => {
  async function askForCode(server: ReturnType<typeof stubAppServer>, email = "ada@new.test") {
    server.route(
      "POST /api/me/email-change",
      answer({ message: ME_PROFILE_MESSAGES.emailCodeSent, confirmation_token: TOKEN }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Change e-mail address" }));
    const field = screen.getByLabelText("New e-mail address");
    expect(field).toHaveFocus();
    await userEvent.type(field, email);
    await userEvent.click(screen.getByRole("button", { name: "Send a code" }));
    return screen.findByLabelText("Code from the e-mail");
  }

  it("sends a code to the new address, and changes it once the code is confirmed", async () => {
    const server = await openProfile();
    server.route(
      "POST /api/me/email-change/verify",
      answer({ person: { ...ada, email: "ada@new.test" } }),
    );
    const code = await askForCode(server);
    expect(screen.getByText(ME_PROFILE_MESSAGES.emailCodeSent)).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/email-change")[0]?.body).toEqual({ email: "ada@new.test" });
    expect(code).toHaveFocus();
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    const done = await screen.findByText("Your e-mail address is now ada@new.test.");
    expect(done).toHaveFocus();
    expect(within(section("E-mail address")).getByText("ada@new.test")).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/email-change/verify")[0]?.body).toEqual({
      confirmation_token: TOKEN,
      code: "123456",
    });
  });

  it("shows the server's refusal of the person's own address at the field", async () => {
    const server = await openProfile();
    server.route(
      "POST /api/me/email-change",
      answer(
        {
          error: ME_PROFILE_MESSAGES.sameEmail,
          details: [{ field: "email", message: ME_PROFILE_MESSAGES.sameEmail }],
        },
        { status: 400 },
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Change e-mail address" }));
    const field = screen.getByLabelText("New e-mail address");
    await userEvent.type(field, "ADA@events.test");
    await userEvent.click(screen.getByRole("button", { name: "Send a code" }));
    expect(await screen.findByText(ME_PROFILE_MESSAGES.sameEmail)).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(field).toHaveValue("ADA@events.test");
  });

  it("refuses an address the contract refuses, without asking the server", async () => {
    const server = await openProfile();
    await userEvent.click(screen.getByRole("button", { name: "Change e-mail address" }));
    await userEvent.type(screen.getByLabelText("New e-mail address"), "ada-at-new");
    await userEvent.click(screen.getByRole("button", { name: "Send a code" }));
    expect(screen.getByLabelText("New e-mail address")).toBeInvalid();
    expect(server.callsTo("POST /api/me/email-change")).toHaveLength(0);
  });

  it("goes back to the address, kept, when someone else has it (409)", async () => {
    const server = await openProfile();
    server.route(
      "POST /api/me/email-change/verify",
      answer({ error: ME_PROFILE_MESSAGES.emailTaken }, { status: 409 }),
    );
    const code = await askForCode(server, "grace@events.test");
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    const field = await screen.findByLabelText("New e-mail address");
    expect(field).toHaveValue("grace@events.test");
    expect(field).toHaveAccessibleDescription(
      `We will e-mail a code to it, to make sure it is yours. ${ME_PROFILE_MESSAGES.emailTaken}`,
    );
    expect(field).toHaveFocus();
  });

  it("shows a wrong code at its field, and stays signed in", async () => {
    const server = await openProfile();
    server.route(
      "POST /api/me/email-change/verify",
      answer({ error: APP_INVALID_CODE_MESSAGE }, { status: 401 }),
    );
    const code = await askForCode(server);
    await userEvent.type(code, "654321");
    await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
    expect(await screen.findByText(APP_INVALID_CODE_MESSAGE)).toBeInTheDocument();
    expect(code).toBeInvalid();
    expect(code).toHaveValue("654321");
    expect(window.location.pathname).toBe("/app/profile");
  });

  it("sends a new code 90 seconds after the last, and confirms with the new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const server = await openProfile();
      server.route(
        "POST /api/me/email-change/verify",
        answer({ person: { ...ada, email: "ada@new.test" } }),
      );
      await askForCode(server);
      expect(screen.getByRole("button", { name: /^Send a new code in 1:(30|29)$/ })).toBeDisabled();
      vi.setSystemTime(Date.now() + 90_000);
      server.route(
        "POST /api/me/email-change",
        answer({ message: ME_PROFILE_MESSAGES.emailCodeSent, confirmation_token: NEW_TOKEN }),
      );
      await userEvent.click(
        await screen.findByRole("button", { name: "Send a new code" }, { timeout: 3000 }),
      );
      expect(server.callsTo("POST /api/me/email-change")[1]?.body).toEqual({
        email: "ada@new.test",
      });
      await userEvent.type(screen.getByLabelText("Code from the e-mail"), "123456");
      await userEvent.click(screen.getByRole("button", { name: "Confirm the new address" }));
      await screen.findByText("Your e-mail address is now ada@new.test.");
      expect(server.callsTo("POST /api/me/email-change/verify")[0]?.body).toEqual({
        confirmation_token: NEW_TOKEN,
        code: "123456",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("says that changing it needs a connection when there is none", async () => {
    const server = await openProfile();
    await userEvent.click(screen.getByRole("button", { name: "Change e-mail address" }));
    await userEvent.type(screen.getByLabelText("New e-mail address"), "ada@new.test");
    setOnline(false);
    await userEvent.click(screen.getByRole("button", { name: "Send a code" }));
    expect(screen.getByText(emailChangeOfflineMessage())).toBeInTheDocument();
    expect(server.callsTo("POST /api/me/email-change")).toHaveLength(0);
  });
});

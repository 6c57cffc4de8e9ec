import { describe, expect, it } from "vitest";
import { buildUserRequestBody, type SaveUserInput } from "./user-request-body";

const input: SaveUserInput = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  password: "secret1",
  phone: "",
  type: "system_admin",
  isVerified: false,
  profile_image: null,
};

describe("buildUserRequestBody", () => {
  it("sends the fields as JSON when no image is chosen", () => {
    const { profile_image: _noImage, ...fields } = input;
    expect(buildUserRequestBody(input)).toEqual(fields);
  });

  it("leaves the password out when it is blank or missing", () => {
    expect(buildUserRequestBody({ ...input, password: "" })).not.toHaveProperty("password");
    expect(buildUserRequestBody({ ...input, password: undefined })).not.toHaveProperty("password");
  });

  it("sends multipart with text fields and the file when an image is chosen", () => {
    const image = new File(["png"], "me.png", { type: "image/png" });
    const body = buildUserRequestBody({ ...input, isVerified: true, profile_image: image });
    expect(body).toBeInstanceOf(FormData);
    const formData = body as FormData;
    expect(formData.get("name")).toBe("Ada Lovelace");
    expect(formData.get("type")).toBe("system_admin");
    expect(formData.get("isVerified")).toBe("true");
    expect(formData.get("password")).toBe("secret1");
    expect(formData.get("phone")).toBe("");
    expect((formData.get("profile_image") as File).name).toBe("me.png");
  });

  it("leaves a blank password out of multipart too", () => {
    const image = new File(["png"], "me.png", { type: "image/png" });
    const formData = buildUserRequestBody({ ...input, password: "", profile_image: image });
    expect((formData as FormData).has("password")).toBe(false);
  });
});

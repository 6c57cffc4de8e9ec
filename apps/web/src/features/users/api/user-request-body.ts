import type { UserType } from "@events/contract";

/** What the create and update calls send; the password is left out when it is not changing. */
export type SaveUserInput = {
  name: string;
  email: string;
  password?: string | undefined;
  phone: string;
  type: UserType;
  isVerified: boolean;
  profile_image: File | null;
};

export type UserRequestJson = Omit<SaveUserInput, "profile_image">;

/**
 * JSON, or multipart when an image is chosen (every field then travels as text, and the file
 * as profile_image).
 */
export function buildUserRequestBody(input: SaveUserInput): FormData | UserRequestJson {
  const { profile_image: profileImage, password, ...fields } = input;
  const json: UserRequestJson = password ? { ...fields, password } : fields;
  if (!profileImage) return json;

  const formData = new FormData();
  for (const [field, value] of Object.entries(json)) {
    if (value !== undefined) formData.append(field, String(value));
  }
  formData.append("profile_image", profileImage, profileImage.name);
  return formData;
}

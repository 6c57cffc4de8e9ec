import type { User } from "@events/contract";
import type { UserRow } from "../../db/schema.js";

/** The one shape a user leaves the server in; the password hash is never part of it. */
export function presentUser(user: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    type: user.type,
    isVerified: user.is_verified,
    profile_image: user.profile_image,
    created_date: user.created_date.toISOString(),
    updated_date: user.updated_date.toISOString(),
  };
}

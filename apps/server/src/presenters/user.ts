import type { User, UserSummary } from "@events/contract";
import type { UserRow } from "../db/schema.js";

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
    language: user.language,
    created_date: user.created_date.toISOString(),
    updated_date: user.updated_date.toISOString(),
  };
}

/** What an event admin sees of other users (DESIGN §5). */
export function presentUserSummary(user: UserRow): UserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    profile_image: user.profile_image,
  };
}

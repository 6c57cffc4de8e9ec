export * from "./auth.js";
export * from "./common.js";
export * from "./users.js";

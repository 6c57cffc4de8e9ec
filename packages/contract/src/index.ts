export * from "./auth.js";
export * from "./common.js";
export * from "./documents.js";
export * from "./events.js";
export * from "./participants.js";
export * from "./sessions.js";
export * from "./uploads.js";
export * from "./users.js";

// Keys, not texts: the route table reads these at module level, before any language is loaded,
// and turns them into words as it renders. The not-found page's two are in the door-sign-in
// fragment, which comes with the admin texts the door's area loads with its code.

/** The door's frame and its not-found page, as the route table and the door's area show them. */
export const doorTextKeys = {
  areaTitle: "door.area.title",
  signOut: "door.area.signOut",
  signingOut: "door.area.signingOut",
  adminPortal: "door.area.adminPortal",
  notFoundTitle: "door-sign-in.notFound.title",
  goToEvents: "door-sign-in.notFound.goToEvents",
} as const;

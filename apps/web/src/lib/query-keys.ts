/**
 * Every query key of the app comes from here, so a mutation invalidates exactly what it changed.
 * Each level is a prefix of the next: invalidating `users.all` reloads every users query.
 */
export const queryKeys = {
  users: {
    all: ["users"] as const,
    list: () => [...queryKeys.users.all, "list"] as const,
  },
};

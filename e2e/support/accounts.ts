export const accounts = {
  systemAdmin: { email: "root@events.test", password: "root-password-1", name: "Sam Root" },
  eventAdmin: { email: "eve@events.test", password: "eve-password-1", name: "Eve Organiser" },
} as const;

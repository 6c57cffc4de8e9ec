// The rejection's rule in a module of its own: the registrations list imports it only when a
// rejection is first checked, so zod and the contract's schemas do not come with the list.
export { rejectRegistrationRequestSchema } from "@events/contract";

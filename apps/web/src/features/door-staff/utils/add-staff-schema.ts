// Apart from add-staff-form.tsx so the rule (and zod with it) can be loaded when the form is
// first checked rather than with the staff page.
export { addStaffRequestSchema } from "@events/contract";

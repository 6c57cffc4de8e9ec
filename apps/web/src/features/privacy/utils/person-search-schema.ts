import { personQuerySchema } from "@events/contract";

export const personSearchSchema = personQuerySchema.pick({ email: true });

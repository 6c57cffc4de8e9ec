import { passkeyNameSchema } from "@events/contract";
import { z } from "zod";

export const addPasskeyFormSchema = z.object({ name: passkeyNameSchema });
export type AddPasskeyOutput = z.output<typeof addPasskeyFormSchema>;

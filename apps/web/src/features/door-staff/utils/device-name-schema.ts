import { pairDeviceRequestSchema } from "@events/contract";

// Apart from pair-device-form.tsx so the rule (and zod with it) can be loaded when the form is
// first checked rather than with the pairing page.
export const deviceNameSchema = pairDeviceRequestSchema.pick({ device_name: true });

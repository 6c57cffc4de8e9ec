import { DEVICE_NAME_MAX_LENGTH, pairDeviceRequestSchema } from "@events/contract";
import { TextField } from "@/components/ui/text-field";
import { contractResolver } from "@/lib/contract-resolver";
import { isFieldAmong } from "@/lib/server-field-errors";
import { doorTexts } from "../door-texts";
import { LinkForm, useLinkForm } from "./link-form";

type DeviceNameValues = { device_name: string };
const resolver = contractResolver<DeviceNameValues, DeviceNameValues>(
  pairDeviceRequestSchema.pick({ device_name: true }),
);
const isDeviceNameField = isFieldAmong<"device_name">(["device_name"]);

export type PairDeviceFormProps = {
  /** Pairs with the link's code under this name; throws the server's refusal. */
  onPair: (deviceName: string) => Promise<void>;
  onRefused: (message: string) => void;
};

/** The name a device is paired under, which the organiser sees in the staff list. */
export function PairDeviceForm({ onPair, onRefused }: PairDeviceFormProps) {
  const form = useLinkForm({
    resolver,
    defaultValues: { device_name: "" },
    submit: ({ device_name }) => onPair(device_name),
    isFormField: isDeviceNameField,
    onRefused,
    fallback: doorTexts.pairFailed,
  });
  return (
    <LinkForm form={form} submitLabel={doorTexts.pairButton} busyLabel={doorTexts.pairingBusy}>
      <TextField
        label={doorTexts.deviceNameLabel}
        hint={doorTexts.deviceNameHint}
        autoComplete="off"
        maxLength={DEVICE_NAME_MAX_LENGTH}
        isRequired
        {...form.registerField("device_name")}
      />
    </LinkForm>
  );
}

import { DEVICE_NAME_MAX_LENGTH } from "@events/contract";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";
import { lazyContractResolver } from "@/lib/lazy-contract-resolver";
import { isFieldAmong } from "@/lib/server-field-errors";
import { LinkForm, useLinkForm } from "./link-form";

type DeviceNameValues = { device_name: string };
const resolver = lazyContractResolver<DeviceNameValues, DeviceNameValues>(() =>
  import("../utils/device-name-schema").then((schema) => schema.deviceNameSchema),
);
const isDeviceNameField = isFieldAmong<"device_name">(["device_name"]);

export type PairDeviceFormProps = {
  /** Pairs with the link's code under this name; throws the server's refusal. */
  onPair: (deviceName: string) => Promise<void>;
  onRefused: (message: string) => void;
};

/** The name a device is paired under, which the organiser sees in the staff list. */
export function PairDeviceForm({ onPair, onRefused }: PairDeviceFormProps) {
  const { t } = useTexts();
  const form = useLinkForm({
    resolver,
    defaultValues: { device_name: "" },
    submit: ({ device_name }) => onPair(device_name),
    isFormField: isDeviceNameField,
    onRefused,
    fallback: t("door-sign-in.pair.failed"),
  });
  return (
    <LinkForm
      form={form}
      submitLabel={t("door-sign-in.pair.button")}
      busyLabel={t("door-sign-in.pair.busy")}
    >
      <TextField
        label={t("door-sign-in.pair.deviceNameLabel")}
        hint={t("door-sign-in.pair.deviceNameHint")}
        autoComplete="off"
        maxLength={DEVICE_NAME_MAX_LENGTH}
        isRequired
        {...form.registerField("device_name")}
      />
    </LinkForm>
  );
}

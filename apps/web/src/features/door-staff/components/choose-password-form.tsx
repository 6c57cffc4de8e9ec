import { PASSWORD_MAX_LENGTH } from "@events/contract";
import { TextField } from "@/components/ui/text-field";
import { useTexts } from "@/i18n/use-texts";
import { lazyContractResolver } from "@/lib/lazy-contract-resolver";
import { isFieldAmong } from "@/lib/server-field-errors";
import { LinkForm, useLinkForm } from "./link-form";

type PasswordValues = { password: string; confirmation: string };

const resolver = lazyContractResolver<PasswordValues, PasswordValues>(() =>
  import("../utils/chosen-password-schema").then((schema) => schema.chosenPasswordSchema),
);
const isPasswordField = isFieldAmong<"password">(["password"]);

/** The password and its repetition: one kind of field, a new password of the contract's length. */
const newPasswordInput = {
  type: "password",
  autoComplete: "new-password",
  maxLength: PASSWORD_MAX_LENGTH,
  isRequired: true,
} as const;

export type ChoosePasswordFormProps = {
  /** Saves the password with the link's token; throws the server's refusal. */
  onChoose: (password: string) => Promise<void>;
  onRefused: (message: string) => void;
};

/** A new door staff account's password, typed twice. */
export function ChoosePasswordForm({ onChoose, onRefused }: ChoosePasswordFormProps) {
  const { t } = useTexts();
  const form = useLinkForm({
    resolver,
    defaultValues: { password: "", confirmation: "" },
    submit: ({ password }) => onChoose(password),
    isFormField: isPasswordField,
    onRefused,
    fallback: t("door-sign-in.password.failed"),
  });
  return (
    <LinkForm
      form={form}
      submitLabel={t("door-sign-in.password.save")}
      busyLabel={t("door-sign-in.password.saving")}
    >
      <TextField
        label={t("door-sign-in.password.label")}
        {...newPasswordInput}
        {...form.registerField("password")}
      />
      <TextField
        label={t("door-sign-in.password.confirmLabel")}
        {...newPasswordInput}
        {...form.registerField("confirmation")}
      />
    </LinkForm>
  );
}

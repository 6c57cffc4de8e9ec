import { newPasswordSchema, PASSWORD_MAX_LENGTH } from "@events/contract";
import { z } from "zod";
import { TextField } from "@/components/ui/text-field";
import { contractResolver } from "@/lib/contract-resolver";
import { isFieldAmong } from "@/lib/server-field-errors";
import { doorTexts } from "../door-texts";
import { LinkForm, useLinkForm } from "./link-form";

type PasswordValues = { password: string; confirmation: string };

/** The contract's rule for a new password, typed twice alike. */
const resolver = contractResolver<PasswordValues, PasswordValues>(
  z
    .object({ password: newPasswordSchema, confirmation: z.string() })
    .refine(({ password, confirmation }) => password === confirmation, {
      path: ["confirmation"],
      message: doorTexts.passwordsDiffer,
    }),
);
const isPasswordField = isFieldAmong<"password">(["password"]);

export type ChoosePasswordFormProps = {
  /** Saves the password with the link's token; throws the server's refusal. */
  onChoose: (password: string) => Promise<void>;
  onRefused: (message: string) => void;
};

/** A new door staff account's password, typed twice. */
export function ChoosePasswordForm({ onChoose, onRefused }: ChoosePasswordFormProps) {
  const form = useLinkForm({
    resolver,
    defaultValues: { password: "", confirmation: "" },
    submit: ({ password }) => onChoose(password),
    isFormField: isPasswordField,
    onRefused,
    fallback: doorTexts.choosePasswordFailed,
  });
  return (
    <LinkForm form={form} submitLabel={doorTexts.savePassword} busyLabel={doorTexts.savingPassword}>
      <TextField
        label={doorTexts.passwordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        isRequired
        {...form.registerField("password")}
      />
      <TextField
        label={doorTexts.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        isRequired
        {...form.registerField("confirmation")}
      />
    </LinkForm>
  );
}

import type { User, UserType } from "@events/contract";
import type { Resolver } from "react-hook-form";
import type { DialogFormProps } from "@/components/ui/form-dialog";
import { FormFrame } from "@/components/ui/form-frame";
import { ImageField } from "@/components/ui/image-field";
import { TextField } from "@/components/ui/text-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { useTexts } from "@/i18n/use-texts";
import { contractResolver } from "@/lib/contract-resolver";
import { isBlank } from "@/lib/required-field";
import type { UserFormFieldError } from "../utils/server-field-errors";
import {
  createUserFormSchema,
  profileImageRules,
  type UserFormOutput,
  updateUserFormSchema,
} from "../utils/user-form-schema";
import type { UserFormMode, UserFormValues } from "../utils/user-form-values";

const resolvers: Record<UserFormMode, Resolver<UserFormValues, unknown, UserFormOutput>> = {
  create: contractResolver(createUserFormSchema),
  edit: contractResolver(updateUserFormSchema),
};

function getDefaultValues(userType: UserType, user: User | null | undefined): UserFormValues {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    password: "",
    phone: user?.phone ?? "",
    type: userType,
    // The specification's forms send isVerified: the user's own value on edit, false on create.
    isVerified: user?.isVerified ?? false,
    profile_image: null,
  };
}

export type UserFormProps = DialogFormProps<UserFormOutput, UserFormFieldError> & {
  mode: UserFormMode;
  userType: UserType;
  /** The user being edited; its values fill the form once, when the form mounts. */
  user?: User | null;
  /** The order of the Password and Phone fields. */
  fieldOrder?: readonly ("password" | "phone")[];
  submitLabel: string;
};

export function UserForm({
  mode,
  userType,
  user,
  fieldOrder = ["password", "phone"],
  submitLabel,
  isBusy = false,
  serverFieldErrors,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t } = useTexts();
  const {
    registerField,
    control,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useFormWithServerErrors<UserFormValues, UserFormOutput>({
    resolver: resolvers[mode],
    defaultValues: getDefaultValues(userType, user),
    serverFieldErrors,
  });

  function showMissingNameOrEmail() {
    const { name, email } = getValues();
    if (isBlank(name) || isBlank(email)) {
      setError("root", { type: "required", message: t("users.form.nameAndEmailRequired") });
    }
  }

  const isPhoneOptional = userType !== "event_admin";
  // Rendered in place (not built ahead) so the fields register in the order they are shown,
  // which is the order the first invalid one is focused in.
  function renderOrderedField(field: "password" | "phone") {
    if (field === "password") {
      return (
        <TextField
          key="password"
          label={t("users.form.password")}
          isRequired={mode === "create"}
          type="password"
          autoComplete="new-password"
          hint={mode === "edit" ? t("users.form.keepPassword") : undefined}
          {...registerField("password")}
        />
      );
    }
    return (
      <TextField
        key="phone"
        label={t("users.form.phone")}
        isRequired={!isPhoneOptional}
        type="tel"
        autoComplete="tel"
        hint={isPhoneOptional ? t("users.form.optional") : undefined}
        {...registerField("phone")}
      />
    );
  }

  return (
    <FormFrame
      messages={errors.root?.message ? [errors.root.message] : []}
      spacing="sm"
      onSubmit={handleSubmit(onSubmit, showMissingNameOrEmail)}
      submitLabel={submitLabel}
      busyLabel={t("users.form.saving")}
      isBusy={isBusy}
      onCancel={onCancel}
    >
      <TextField
        label={t("users.form.name")}
        isRequired
        autoComplete="name"
        {...registerField("name")}
      />
      <TextField
        label={t("users.form.email")}
        isRequired
        type="email"
        autoComplete="email"
        {...registerField("email")}
      />
      {fieldOrder.map(renderOrderedField)}
      <ImageField
        control={control}
        name="profile_image"
        trigger={trigger}
        label={t("users.form.profileImage")}
        rules={profileImageRules}
        hint={t("users.form.profileImageHint")}
        currentImagePath={user?.profile_image}
      />
    </FormFrame>
  );
}

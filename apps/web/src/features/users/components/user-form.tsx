import { USER_MESSAGES, type User, type UserType } from "@events/contract";
import { useEffect } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { ImagePicker } from "@/components/ui/image-picker";
import { TextField } from "@/components/ui/text-field";
import { contractResolver } from "@/lib/contract-resolver";
import { toAcceptAttribute } from "@/lib/file-rules";
import { resolveMediaUrl } from "@/lib/media";
import type { UserFormFieldError } from "../utils/server-field-errors";
import {
  createUserFormSchema,
  profileImageRules,
  type UserFormMode,
  type UserFormOutput,
  type UserFormValues,
  updateUserFormSchema,
} from "../utils/user-form-schema";

export const KEEP_PASSWORD_HINT = "Leave blank to keep the current password";

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

export type UserFormProps = {
  mode: UserFormMode;
  userType: UserType;
  /** The user being edited; its values fill the form once, when the form mounts. */
  user?: User | null;
  /** The order of the Password and Phone fields. */
  fieldOrder?: readonly ("password" | "phone")[];
  submitLabel: string;
  isBusy?: boolean;
  /** The server's refusals of single fields, shown beside them; a new list replaces the last. */
  serverFieldErrors?: readonly UserFormFieldError[];
  onSubmit: (values: UserFormOutput) => void | Promise<void>;
  onCancel: () => void;
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: resolvers[mode],
    defaultValues: getDefaultValues(userType, user),
  });

  useEffect(() => {
    if (!serverFieldErrors) return;
    for (const { field, message } of serverFieldErrors) {
      setError(field, { type: "server", message }, { shouldFocus: false });
    }
  }, [serverFieldErrors, setError]);

  function showMissingNameOrEmail() {
    const { name, email } = getValues();
    if (name.trim() === "" || email.trim() === "") {
      setError("root", { type: "required", message: USER_MESSAGES.nameAndEmailRequired });
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
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={mode === "edit" ? KEEP_PASSWORD_HINT : undefined}
          error={errors.password?.message}
          {...register("password")}
        />
      );
    }
    return (
      <TextField
        key="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint={isPhoneOptional ? "Optional" : undefined}
        error={errors.phone?.message}
        {...register("phone")}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, showMissingNameOrEmail)}
      className="flex flex-col gap-4"
    >
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      {fieldOrder.map(renderOrderedField)}
      <Controller
        control={control}
        name="profile_image"
        render={({ field, fieldState }) => (
          <ImagePicker
            label="Profile Image"
            name={field.name}
            inputRef={field.ref}
            file={field.value}
            currentImageUrl={resolveMediaUrl(user?.profile_image)}
            accept={toAcceptAttribute(profileImageRules)}
            hint="Optional. JPEG, PNG, GIF or WEBP, up to 10 MB."
            error={fieldState.error?.message}
            onBlur={field.onBlur}
            onFileChange={(file) => {
              field.onChange(file);
              // The type and size are checked as soon as a file is chosen, not only on submit.
              void trigger("profile_image");
            }}
          />
        )}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

import type { AddStaffRequest } from "@events/contract";
import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessagesAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { TitledCard } from "@/components/ui/titled-card";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { useTexts } from "@/i18n/use-texts";
import { ApiError, describeError, serverErrorText } from "@/lib/api-error";
import { lazyContractResolver } from "@/lib/lazy-contract-resolver";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";

type AddStaffField = keyof AddStaffRequest;
// The rule (and zod with it) is loaded when the form is first checked, not with the page.
const resolver = lazyContractResolver<AddStaffRequest, AddStaffRequest>(() =>
  import("../utils/add-staff-schema").then((schema) => schema.addStaffRequestSchema),
);
const isAddStaffField = isFieldAmong<AddStaffField>(["email", "name"]);

/**
 * Where a refusal belongs: the server's field details beside their fields, and a conflict (the
 * address is an administrator's, or already staff here) beside the e-mail it is about.
 */
export function getAddStaffFieldErrors(error: unknown): FieldError<AddStaffField>[] {
  const fieldErrors = getFormFieldErrors(error, isAddStaffField);
  const conflict = error instanceof ApiError && error.status === 409 && serverErrorText(error);
  if (conflict && !fieldErrors.some(({ field }) => field === "email")) {
    return [...fieldErrors, { field: "email", message: conflict }];
  }
  return fieldErrors;
}

export type AddStaffFormProps = {
  /** Resolves with what the server said once the person is added; throws its refusal. */
  onAdd: (request: AddStaffRequest) => Promise<void>;
  isBusy: boolean;
};

/** E-mail and name of a person to add as door staff, checked by the contract's rule. */
export function AddStaffForm({ onAdd, isBusy }: AddStaffFormProps) {
  const { t } = useTexts();
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldError<AddStaffField>[]>();
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const [addedCount, setAddedCount] = useState(0);
  const { registerField, handleSubmit, reset, setFocus } = useFormWithServerErrors<
    AddStaffRequest,
    AddStaffRequest
  >({ resolver, defaultValues: { email: "", name: "" }, serverFieldErrors });

  async function submitValid(request: AddStaffRequest) {
    setFormMessages([]);
    try {
      await onAdd(request);
    } catch (error) {
      const fieldErrors = getAddStaffFieldErrors(error);
      setServerFieldErrors(fieldErrors);
      if (fieldErrors.length === 0) {
        setFormMessages([describeError(error, t("door.add.failed"))]);
      }
      return;
    }
    reset();
    setAddedCount((count) => count + 1);
  }

  // The next person is typed in at once, as at a desk adding a whole team; after the render that
  // emptied the fields, as react-hook-form focuses only what that render left mounted.
  useEffect(() => {
    if (addedCount > 0) setFocus("email");
  }, [addedCount, setFocus]);

  return (
    <TitledCard title={t("door.add.title")}>
      <form
        noValidate
        aria-label={t("door.add.title")}
        onSubmit={handleSubmit(submitValid)}
        className="flex flex-col gap-4"
      >
        <FormMessagesAlert messages={formMessages} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("door.add.emailLabel")}
            type="email"
            inputMode="email"
            autoComplete="off"
            isRequired
            {...registerField("email")}
          />
          <TextField
            label={t("door.add.nameLabel")}
            autoComplete="off"
            isRequired
            {...registerField("name")}
          />
        </div>
        <Button
          type="submit"
          className="self-start"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {isBusy ? t("door.add.adding") : t("door.add.button")}
        </Button>
      </form>
    </TitledCard>
  );
}

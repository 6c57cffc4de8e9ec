import { Search } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { lazyContractResolver } from "@/lib/lazy-contract-resolver";
import { privacyTexts } from "../messages";

type PersonSearchValues = { email: string };

// The rule (and zod with it) is loaded when an address is first checked, not with the page.
const resolver = lazyContractResolver<PersonSearchValues, PersonSearchValues>(() =>
  import("../utils/person-search-schema").then((schema) => schema.personSearchSchema),
);

/**
 * The e-mail address to look a person up by, checked by the server's own rule. With
 * `shouldTakeFocus` its field takes the focus, and says so through `onFocusTaken`.
 */
export function PersonSearchForm({
  onFind,
  shouldTakeFocus,
  onFocusTaken,
}: {
  onFind: (email: string) => void;
  shouldTakeFocus: boolean;
  onFocusTaken: () => void;
}) {
  const { registerField, handleSubmit, setFocus } = useFormWithServerErrors<
    PersonSearchValues,
    PersonSearchValues
  >({ resolver, defaultValues: { email: "" }, serverFieldErrors: undefined });

  useEffect(() => {
    if (!shouldTakeFocus) return;
    setFocus("email");
    onFocusTaken();
  }, [shouldTakeFocus, setFocus, onFocusTaken]);

  return (
    <form
      noValidate
      aria-label={privacyTexts.findLegend}
      onSubmit={handleSubmit(({ email }) => onFind(email))}
      className="mb-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:p-6"
    >
      <TextField
        label={privacyTexts.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="off"
        hint={privacyTexts.emailHint}
        className="flex-1"
        {...registerField("email")}
      />
      {/* Level with the input: the label above it is one line tall. */}
      <Button type="submit" className="sm:mt-6.5">
        <Search aria-hidden="true" className="size-4" />
        {privacyTexts.find}
      </Button>
    </form>
  );
}

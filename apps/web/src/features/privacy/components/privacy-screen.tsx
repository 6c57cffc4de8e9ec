import { personKey } from "@events/contract";
import { UserSearch } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { QueryContent } from "@/components/ui/query-content";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useErasePerson } from "../api/erase-person";
import { usePersonData } from "../api/get-person-data";
import { privacyTexts } from "../messages";
import {
  type ErasureFormFieldError,
  type ErasureFormOutput,
  getErasureServerFieldErrors,
  type PersonToErase,
} from "../utils/erasure-form";
import { ErasePersonDialog } from "./erase-person-dialog";
import { ErasuresList } from "./erasures-list";
import { isNothingHeld, PersonDataSummary } from "./person-data-summary";
import { PersonSearchForm } from "./person-search-form";

/** What is held on the person asked for, in its place under the search. */
function PersonData({ email, onErase }: { email: string; onErase: (email: string) => void }) {
  const personQuery = usePersonData(email);
  return (
    <QueryContent
      query={personQuery}
      loadingLabel={privacyTexts.personLoading}
      errorTitle={privacyTexts.personFetchFailed}
      isEmpty={isNothingHeld}
      empty={
        <EmptyState
          icon={UserSearch}
          title={privacyTexts.nothingHeld}
          text={privacyTexts.nothingHeldText}
        />
      }
    >
      {(data) => <PersonDataSummary data={data} onErase={() => onErase(data.email)} />}
    </QueryContent>
  );
}

/**
 * The system admin's Privacy screen: find a person by e-mail across every event, see and
 * download what is held on them, erase it, and read the record of past erasures. The address
 * searched for stays out of the page's address, which browsers keep in their history.
 */
export function PrivacyScreen() {
  // The screen's words are read as it renders: a language switch renders it again.
  useTexts();
  const [email, setEmail] = useState<string | null>(null);
  const [hasJustErased, setHasJustErased] = useState(false);
  const erasePerson = useErasePerson();
  const dialog = useFormDialog<PersonToErase, ErasureFormOutput, ErasureFormFieldError>({
    saveValues: async ({ email: personEmail, reason }) => {
      const counts = await erasePerson.mutateAsync({ email: personEmail, reason });
      showSuccessToast(privacyTexts.erased(counts), { autoCloseMs: TOAST_CLOSE_MS.admin });
      setHasJustErased(true);
    },
    onFailed: (error) =>
      showErrorToast(describeError(error, privacyTexts.eraseFailed), {
        autoCloseMs: TOAST_CLOSE_MS.admin,
      }),
    getServerFieldErrors: getErasureServerFieldErrors,
  });

  return (
    <section className="flex flex-col gap-6">
      <div>
        <PageHeader title={privacyTexts.pageTitle} />
        {/* The Erase person button that opened the dialog is gone once nothing is held, so
            after an erasure the focus goes back to the search rather than falling to the page. */}
        <PersonSearchForm
          onFind={(found) => setEmail(personKey(found))}
          shouldTakeFocus={hasJustErased && dialog.dialogProps.state === null}
          onFocusTaken={() => setHasJustErased(false)}
        />
        {email === null ? null : (
          <PersonData
            email={email}
            onErase={(personEmail) =>
              dialog.open({ mode: "edit", record: { id: personEmail, email: personEmail } })
            }
          />
        )}
      </div>
      <ErasuresList />
      <ErasePersonDialog dialog={dialog.dialogProps} />
    </section>
  );
}

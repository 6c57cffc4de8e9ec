import type { AddStaffRequest, StaffDevice, StaffMember } from "@events/contract";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, DoorOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useEvent } from "@/api/events/get-event";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { QueryContent } from "@/components/ui/query-content";
import { TimesInZone } from "@/components/ui/times-in-zone";
import { TitledCard } from "@/components/ui/titled-card";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useListActions } from "@/hooks/use-list-actions";
import { useTexts } from "@/i18n/use-texts";
import { usePortalPaths } from "@/lib/portal";
import { queryKeys } from "@/lib/query-keys";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useAddStaff } from "../api/add-staff";
import { useCreatePairing } from "../api/create-pairing";
import { useStaff } from "../api/get-staff";
import { useRemoveStaff } from "../api/remove-staff";
import { useRevokeDevice } from "../api/revoke-device";
import { translateServerWords } from "../texts/server-words";
import { AddStaffForm } from "./add-staff-form";
import { PairingDialog, type PairingState } from "./pairing-dialog";
import { StaffList } from "./staff-list";

const linkClasses =
  "inline-flex items-center gap-2 text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600";

const toastOptions = { autoCloseMs: TOAST_CLOSE_MS.events };

type DeviceOfMember = { member: StaffMember; device: StaffDevice };

/** The pairing code's mutation as the dialog shows it; a code is asked for as it opens. */
function usePairing(eventId: string) {
  const queryClient = useQueryClient();
  const createPairing = useCreatePairing();
  const [member, setMember] = useState<StaffMember | null>(null);

  function open(chosen: StaffMember) {
    setMember(chosen);
    createPairing.mutate({ eventId, userId: chosen.user_id });
  }

  function close() {
    setMember(null);
    createPairing.reset();
    // A device may have paired while the code was shown: the list shows it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.doorStaff.list(eventId) });
  }

  let state: PairingState = { status: "pending" };
  if (createPairing.isError) state = { status: "error", error: createPairing.error };
  else if (createPairing.data) state = { status: "success", pairing: createPairing.data };

  function retry() {
    if (member) open(member);
  }

  return { member, state, open, close, retry };
}

function StaffView({ eventId }: { eventId: string }) {
  const { t } = useTexts();
  const portalPaths = usePortalPaths();
  const event = useEvent(eventId).data;
  const timeZone = event?.time_zone;
  const staffQuery = useStaff(eventId);
  const addStaff = useAddStaff();
  const removeStaff = useRemoveStaff();
  const revokeDevice = useRevokeDevice();
  const pairing = usePairing(eventId);
  const { actionError, runAction } = useListActions(toastOptions);

  const removal = useConfirmedDelete<StaffMember>({
    deleteItem: (member) =>
      runAction(() => removeStaff.mutateAsync({ eventId, userId: member.user_id }), {
        failed: t("door.remove.failed"),
        done: (answer) => translateServerWords(answer.message),
      }),
  });

  const signOut = useConfirmedDelete<DeviceOfMember>({
    deleteItem: ({ member, device }) =>
      runAction(
        () => revokeDevice.mutateAsync({ eventId, userId: member.user_id, deviceId: device.id }),
        {
          failed: t("door.signOut.failed"),
          done: (answer) => translateServerWords(answer.message),
        },
      ),
  });

  async function add(request: AddStaffRequest) {
    const answer = await addStaff.mutateAsync({ eventId, request });
    showSuccessToast(translateServerWords(answer.message), toastOptions);
  }

  return (
    <section className="flex flex-col gap-6">
      <Link to={portalPaths.eventDetails(eventId)} className={`${linkClasses} self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("door.staff.backToEvent")}
      </Link>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t("door.staff.title")}
        </h1>
        {event ? <p className="text-sm break-words text-slate-600">{event.event_name}</p> : null}
        <p className="mt-2 max-w-2xl text-sm text-slate-600">{t("door.staff.intro")}</p>
      </div>
      <AddStaffForm onAdd={add} isBusy={addStaff.isPending} />
      <TitledCard title={t("door.staff.listTitle")}>
        {actionError ? <FormAlert>{actionError}</FormAlert> : null}
        <QueryContent
          query={staffQuery}
          loadingLabel={t("door.staff.loading")}
          errorTitle={t("door.staff.failed")}
          isEmpty={({ staff }) => staff.length === 0}
          empty={
            <EmptyState
              icon={DoorOpen}
              title={t("door.staff.none")}
              text={t("door.staff.noneText")}
            />
          }
        >
          {({ staff }) => (
            <div className="flex flex-col gap-3">
              <StaffList
                staff={staff}
                timeZone={timeZone}
                onPair={pairing.open}
                onRemove={removal.askToDelete}
                onSignOutDevice={(member, device) => signOut.askToDelete({ member, device })}
              />
              {timeZone ? <TimesInZone timeZone={timeZone} /> : null}
            </div>
          )}
        </QueryContent>
      </TitledCard>
      <PairingDialog
        name={pairing.member?.name ?? null}
        state={pairing.state}
        timeZone={timeZone}
        onRetry={pairing.retry}
        onClose={pairing.close}
      />
      <ConfirmDialog
        {...removal.confirmDialogProps}
        question={removal.describeItem(({ name }) => t("door.remove.question", { name }))}
        description={t("door.remove.description")}
        confirmLabel={t("door.remove.button")}
        busyLabel={t("door.remove.removing")}
      />
      <ConfirmDialog
        {...signOut.confirmDialogProps}
        question={signOut.describeItem(({ device }) =>
          t("door.signOut.question", { name: device.name }),
        )}
        description={t("door.signOut.description")}
        confirmLabel={t("door.signOut.button")}
        busyLabel={t("door.signOut.signingOut")}
      />
    </section>
  );
}

/**
 * The event's door staff: adding people by e-mail, pairing a device for one of them
 * with a one-use QR code, signing a lost device out and removing staff.
 */
export function StaffScreen({ eventId }: { eventId: string | undefined }) {
  const { t } = useTexts();
  if (!eventId) {
    return (
      <section className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t("door.staff.title")}
        </h1>
        <FormAlert>{t("door.staff.eventIdMissing")}</FormAlert>
      </section>
    );
  }
  return <StaffView key={eventId} eventId={eventId} />;
}

import type { StaffDevice, StaffMember } from "@events/contract";
import { LogOut, QrCode, Smartphone, UserMinus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardList, CardListItem, CardRemoveButton } from "@/components/ui/card-list";
import { EmailText } from "@/components/ui/email-text";
import { useTexts } from "@/i18n/use-texts";
import { formatMomentInZone } from "@/lib/format-moment";

export type StaffListProps = {
  staff: readonly StaffMember[];
  /** The event's zone, which the times are shown in; UTC while it is not known. */
  timeZone: string | undefined;
  onPair: (member: StaffMember) => void;
  onRemove: (member: StaffMember) => void;
  onSignOutDevice: (member: StaffMember, device: StaffDevice) => void;
};

function DeviceItem({
  device,
  timeZone,
  onSignOut,
}: {
  device: StaffDevice;
  timeZone: string | undefined;
  onSignOut: () => void;
}) {
  const { t } = useTexts();
  return (
    <li
      data-testid="staff-device"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md bg-slate-50 px-3 py-2"
    >
      <div className="flex min-w-0 items-start gap-2">
        <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <div className="min-w-0 text-sm">
          <p className="font-medium break-words text-slate-900">{device.name}</p>
          <p className="text-slate-600">
            {device.door ? t("door.member.door", { door: device.door }) : t("door.member.noDoor")}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {t("door.member.lastUsed", {
              moment: formatMomentInZone(device.last_used_at, timeZone),
            })}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t("door.signOut.buttonNamed", { deviceName: device.name })}
        onClick={onSignOut}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t("door.signOut.button")}
      </Button>
    </li>
  );
}

function StaffMemberItem({
  member,
  timeZone,
  onPair,
  onRemove,
  onSignOutDevice,
}: Omit<StaffListProps, "staff"> & { member: StaffMember }) {
  const { t } = useTexts();
  return (
    <CardListItem
      data-testid="staff-member"
      name={member.name}
      badges={
        member.password_chosen ? (
          <Badge tone="green">{t("door.member.passwordChosen")}</Badge>
        ) : (
          <Badge tone="yellow">{t("door.member.invitationSent")}</Badge>
        )
      }
      detail={<EmailText email={member.email} className="text-sm text-slate-600" />}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t("door.pairing.buttonFor", { name: member.name })}
            onClick={() => onPair(member)}
          >
            <QrCode aria-hidden="true" className="size-4" />
            {t("door.pairing.button")}
          </Button>
          <CardRemoveButton
            icon={UserMinus}
            label={t("door.remove.buttonNamed", { name: member.name })}
            onClick={() => onRemove(member)}
          >
            {t("door.remove.button")}
          </CardRemoveButton>
        </div>
      }
    >
      <div className="flex flex-col gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t("door.member.devicesTitle")}
        </h4>
        {member.devices.length === 0 ? (
          <p className="text-sm text-slate-600">{t("door.member.noDevices")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {member.devices.map((device) => (
              <DeviceItem
                key={device.id}
                device={device}
                timeZone={timeZone}
                onSignOut={() => onSignOutDevice(member, device)}
              />
            ))}
          </ul>
        )}
      </div>
    </CardListItem>
  );
}

/** Each staff member with their invitation's state, their devices and what can be done. */
export function StaffList({ staff, ...itemProps }: StaffListProps) {
  const { t } = useTexts();
  return (
    <CardList label={t("door.staff.listLabel")}>
      {staff.map((member) => (
        <StaffMemberItem key={member.user_id} member={member} {...itemProps} />
      ))}
    </CardList>
  );
}

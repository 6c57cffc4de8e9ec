import type { Event } from "@events/contract";
import { Mail, Phone, UserRound } from "lucide-react";
import { EmailText } from "@/components/ui/email-text";
import { MediaImage } from "@/components/ui/media-image";
import { useTexts } from "@/i18n/use-texts";
import { getAvatarInitial } from "@/lib/user-display";
import { getPhoneHref, getText } from "../utils/event-display";
import { DetailsCard } from "./details-card";
import { textLinkClasses } from "./link-classes";

type ContactPerson = Pick<
  Event,
  | "contact_person_name"
  | "contact_person_email"
  | "contact_person_phone"
  | "contact_person_profile_image"
>;

export function ContactPersonCard({ contact }: { contact: ContactPerson }) {
  const { t } = useTexts();
  const name = getText(contact.contact_person_name);
  const email = getText(contact.contact_person_email);
  const phone = getText(contact.contact_person_phone);
  const phoneHref = getPhoneHref(phone);
  const hasContact = Boolean(name || email || phone);

  return (
    <DetailsCard title={t("event-details.contact.title")} icon={UserRound}>
      {hasContact ? (
        <div className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-600 text-lg font-semibold text-white">
            <MediaImage
              path={contact.contact_person_profile_image}
              // The name is written beside the picture, so it is decorative.
              alt=""
              className="size-full object-cover"
              fallback={<span aria-hidden="true">{getAvatarInitial(name ?? email)}</span>}
            />
          </span>
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            {name ? <p className="font-medium break-words text-slate-900">{name}</p> : null}
            {email ? (
              <a
                href={`mailto:${email}`}
                className={`${textLinkClasses} inline-flex items-center gap-1.5`}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <EmailText email={email} className="min-w-0" />
              </a>
            ) : null}
            {phone ? (
              phoneHref ? (
                <a
                  href={phoneHref}
                  className={`${textLinkClasses} inline-flex items-center gap-1.5`}
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {phone}
                </a>
              ) : (
                <p className="inline-flex items-center gap-1.5 text-slate-700">
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {phone}
                </p>
              )
            ) : null}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t("event-details.contact.none")}</p>
      )}
    </DetailsCard>
  );
}

import { MESSAGE_TEXTS, type MessageDelivery, type ParticipantRole } from "@events/contract";

/** The texts of the e-mail to an event's participants. */
export const messagesTexts = {
  cardTitle: "Messages",
  newMessage: "New message",
  sendTickets: "Send tickets",
  loading: "Loading messages...",
  fetchFailed: "Failed to fetch messages",
  emptyTitle: "No messages sent yet",
  emptyText: "Write to this event's participants, or send them their tickets.",
  sentMessages: "Sent messages",
  unknownSender: "A deleted user",
  sentBy: (name: string, date: string) => `${name} · ${date}`,
  progress: (sent: number, recipients: number, failed: number) =>
    failed > 0
      ? `Sent ${sent} of ${recipients} · ${failed} failed`
      : `Sent ${sent} of ${recipients}`,
  progressLabel: (subject: string) => `Delivery of ${subject}`,
  viewDetails: (subject: string) => `Details of ${subject}`,

  composerTitle: "New message",
  ticketsComposerTitle: "Send tickets",
  recipients: "Recipients",
  role: "Role",
  allRoles: "All roles",
  status: "Status",
  checkedIn: "Checked in",
  subject: "Subject",
  body: "Message",
  subjectHint: "{ticket_qr} belongs in the message only.",
  bodyHint: "Plain text.",
  characterCount: (length: number, max: number) => `${length} / ${max} characters`,
  placeholders: "Placeholders",
  placeholdersHint:
    "Inserted where the cursor is, in the subject or the message. {ticket_qr} shows the " +
    "participant's ticket as a QR code; {app_link} opens the participants' app: a personal " +
    "sign-in link for those who sign in without a code, else the app's address.",
  insertPlaceholder: (token: string) => `Insert ${token}`,
  preview: "Preview",
  previewing: "Previewing...",
  previewFailed: "Failed to preview the message",
  send: "Send",
  sending: "Sending...",
  sendFailed: "Failed to send the message",
  cancel: "Cancel",
  previewTitle: "Preview",
  reaches: (count: number) =>
    count === 1
      ? "This message reaches 1 participant."
      : `This message reaches ${count} participants.`,
  firstCopy: "The first recipient's copy:",
  firstInboxCopy: "The first recipient's copy, as their inbox in the app shows it:",
  to: "To",
  qrNote: "The ticket QR code appears here as an image",
  confirmQuestion: (count: number) =>
    count === 1 ? "Send to 1 participant" : `Send to ${count} participants`,
  confirmTexts: {
    email_and_app:
      "One e-mail goes to each of them, and the message appears in their inbox in the app. This cannot be undone.",
    app_only:
      "The message appears in each one's inbox in the app; no e-mail is sent. This cannot be undone.",
  } satisfies Record<MessageDelivery, string>,
  delivery: "Delivery",
  deliveryHints: {
    email_and_app: "Each participant gets an e-mail and finds the message in the app's inbox.",
    app_only: "Participants read it in the app's inbox; no e-mail is sent.",
  } satisfies Record<MessageDelivery, string>,
  appOnlyProgress: (recipients: number) =>
    recipients === 1
      ? "In 1 participant's inbox in the app · no e-mail"
      : `In ${recipients} participants' inboxes in the app · no e-mail`,
  noRecipients: MESSAGE_TEXTS.noRecipients,
  queued: MESSAGE_TEXTS.queued,

  detailsTitle: "Message details",
  detailsLoading: "Loading the message...",
  detailsFailed: "Failed to load the message",
  messageBody: "Message",
  recipientsTitle: "Recipients",
  stateFilter: "State",
  allStates: "All states",
  noRecipientsInState: "No recipient in this state",
  recipientsPages: "Recipients pages",
  lastError: "Last error",
} as const;

/** A role's participants in the plural, for a segment in words ('Speakers, active'). */
export const ROLE_PLURAL_LABELS: Record<ParticipantRole, string> = {
  attendee: "Attendees",
  speaker: "Speakers",
  host: "Hosts",
  lecturer: "Lecturers",
  guest: "Guests",
};

export const SEGMENT_TEXTS = {
  allParticipants: "All participants",
  active: "active",
  inactive: "inactive",
  checkedIn: "checked in",
  notCheckedIn: "not checked in",
} as const;

/** The composer's choices of status and check-in; '' leaves the segment unnarrowed. */
export const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "", label: "Any status" },
] as const;

export const CHECKED_IN_OPTIONS = [
  { value: "", label: "Any" },
  { value: "true", label: "Checked in" },
  { value: "false", label: "Not checked in" },
] as const;

import { API_TOKEN_MESSAGES } from "@events/contract";

/** The API tokens screen's words; the contract's where it has them. */
export const apiTokensTexts = {
  ...API_TOKEN_MESSAGES,
  title: "API tokens",
  intro:
    "A token lets another system (a CRM, a badge printer, a script) call the API as you, limited to the scopes and events you choose. It never does more than you may, and never manages users or tokens.",
  usage: "Send it as the header Authorization: Bearer <token>.",

  createButton: "Create token",
  createTitle: "Create an API token",
  creating: "Creating...",
  createFailed: "The token could not be created",

  nameLabel: "Name",
  nameHint: "What will use it, e.g. 'CRM sync'",

  scopesLegend: "Scopes",
  scopesHint: "Write includes read.",
  read: "Read",
  write: "Write",

  eventsLegend: "Events",
  allEvents: "All your events",
  allEventsHint: "Also the events you manage later.",
  chosenEvents: "Only the events I choose",
  searchEvents: "Search your events",
  eventsLoading: "Loading your events...",
  eventsFailed: "Failed to load your events",
  noEventsFound: "No events match the search",
  chosenLegend: (count: number) => `Chosen (${count})`,
  foundLegend: "Your events",
  moreEvents: (shown: number, total: number) =>
    `Showing ${shown} of ${total}; search to find the others.`,

  expiryLegend: "Expiry",
  expiryChoices: {
    "30": "30 days",
    "90": "90 days",
    "365": "1 year",
    never: "No expiry",
    custom: "Custom date",
  },
  expiryDateLabel: "Expires at the end of",
  expiryDateRequired: "Choose the day the token expires",

  newTokenTitle: "Token created",
  tokenLabel: "Your new token",
  copy: "Copy",
  copied: "Copied",
  copyFailed: "The token could not be copied; select it and copy it yourself.",
  done: "Done",

  listTitle: "Your tokens",
  listLabel: "Your API tokens",
  loading: "Loading your tokens...",
  loadFailed: "Failed to load your tokens",
  empty: "No API tokens yet",
  emptyText:
    "Create one token for each system that calls the API, so that each can be revoked on its own.",
  scopesLabel: "Scopes",
  eventsLabel: "Events",
  noEventsLeft: "None left (its events were deleted or given to another admin)",
  createdLabel: "Created",
  expiresLabel: "Expires",
  never: "Never",
  expired: "Expired",
  lastUsedLabel: "Last used",
  neverUsed: "Never used",
  usedFrom: (moment: string, address: string) => `${moment} from ${address}`,
  timesIn: (timeZone: string) => `Times in ${timeZone}.`,

  revoke: "Revoke",
  revokeNamed: (name: string) => `Revoke ${name}`,
  revoking: "Revoking...",
  revokeQuestion: (name: string) => `Revoke the token ${name}?`,
  revokeDescription:
    "Whatever uses it is refused from its next request. This cannot be undone: a new token must be made and given to it.",
  revokeFailed: "The token could not be revoked",
} as const;

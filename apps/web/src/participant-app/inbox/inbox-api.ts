import type { MyMessagesResponse } from "@events/contract";
import { useResource } from "../api/resource-cache";

// The organiser's messages to the person (packages/contract/src/me-inbox.ts). The list is saved
// for reading offline by the service worker (marking a message read: mark-message-read.ts).

export const MY_MESSAGES_PATH = "/api/me/messages";
export const useMyMessages = () => useResource<MyMessagesResponse>(MY_MESSAGES_PATH);

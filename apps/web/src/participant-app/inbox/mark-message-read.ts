import type { MyMessage, MyMessageResponse, MyMessagesResponse } from "@events/contract";
import { apiPath } from "@/lib/api-client";
import { requestJson } from "../api/app-api";
import { loadResource, updateResource } from "../api/resource-cache";
import { MY_MESSAGES_PATH } from "./inbox-api";

/** The list with one message replaced by the server's copy of it, and the unread ones counted. */
export function replaceMessage(list: MyMessagesResponse, changed: MyMessage): MyMessagesResponse {
  const messages = list.messages.map((message) => (message.id === changed.id ? changed : message));
  return { messages, unread: messages.filter((message) => !message.is_read).length };
}

/**
 * Marks the person's copy read, in the list the inbox and its tab show too. A list asked for
 * before the server marked it may still come back unread, so the mark is set again once any
 * call for the list that was out has answered.
 */
export async function markMessageRead(messageId: string): Promise<void> {
  const { message } = await requestJson<MyMessageResponse>(
    apiPath`/api/me/messages/${messageId}/read`,
    { method: "POST" },
  );
  const markRead = (list: MyMessagesResponse) => replaceMessage(list, message);
  updateResource(MY_MESSAGES_PATH, markRead);
  await loadResource(MY_MESSAGES_PATH);
  updateResource(MY_MESSAGES_PATH, markRead);
}

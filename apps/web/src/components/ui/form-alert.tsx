import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** An error for a whole form or page, read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A form's messages, one paragraph each, in one alert; nothing while there are none. */
export function FormMessagesAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <FormAlert>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </FormAlert>
  );
}

import { describe, expect, it } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import { createQueryClient } from "./query-client";

function runMutation(
  queryClient: ReturnType<typeof createQueryClient>,
  mutationFn: () => Promise<unknown>,
) {
  return queryClient.getMutationCache().build(queryClient, { mutationFn }).execute(undefined);
}

describe("createQueryClient", () => {
  it("makes the activity out of date after any change the server accepts, and only then", async () => {
    const queryClient = createQueryClient();
    const activityKey = queryKeys.activity.page({ event_id: "e1", page: "1", page_size: "5" });
    const eventsKey = queryKeys.events.lists();
    queryClient.setQueryData(activityKey, { entries: [] });
    queryClient.setQueryData(eventsKey, []);

    await expect(
      runMutation(queryClient, () => Promise.reject(new Error("Refused"))),
    ).rejects.toThrow("Refused");
    expect(queryClient.getQueryState(activityKey)?.isInvalidated).toBe(false);

    await runMutation(queryClient, () => Promise.resolve("saved"));
    expect(queryClient.getQueryState(activityKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eventsKey)?.isInvalidated).toBe(false);
  });
});

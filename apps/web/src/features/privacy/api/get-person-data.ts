import { type PersonData, personKey } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { getPersonDataUrl } from "@/api/privacy/get-person-data-url";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** Everything held on the person with this e-mail address, across every event. */
export function getPersonDataQueryOptions(email: string) {
  const key = personKey(email);
  return apiGetQueryOptions<PersonData>(
    queryKeys.privacy.person(key),
    getPersonDataUrl(key, "json"),
  );
}

/** What is held on the person asked for; nothing is fetched until an address is given. */
export function usePersonData(email: string | null) {
  return useQuery({ ...getPersonDataQueryOptions(email ?? ""), enabled: email !== null });
}

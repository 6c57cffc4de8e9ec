import type { ErasuresPage } from "@events/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

export type ErasuresPageParams = { page: number; page_size: number };

/** One page of the record of erasures, newest first, with the total over every page. */
export function getErasuresPageQueryOptions(params: ErasuresPageParams) {
  return apiGetQueryOptions<ErasuresPage>(
    queryKeys.privacy.erasures(params),
    `/api/privacy/erasures?${new URLSearchParams({
      page: String(params.page),
      page_size: String(params.page_size),
    })}`,
  );
}

/** A page of erasures; while another page loads, the one before stays on screen. */
export function useErasuresPage(params: ErasuresPageParams) {
  return useQuery({ ...getErasuresPageQueryOptions(params), placeholderData: keepPreviousData });
}

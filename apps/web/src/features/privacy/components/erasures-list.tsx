import type { ErasureRecord, ErasuresPage } from "@events/contract";
import { History } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { countPages, Pagination } from "@/components/ui/pagination";
import { QueryContent } from "@/components/ui/query-content";
import { ColumnHeaders, Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { TitledCard } from "@/components/ui/titled-card";
import { formatEventDate } from "@/lib/format-date";
import { useErasuresPage } from "../api/get-erasures-page";
import { ERASURES_PAGE_SIZE } from "../config";
import { privacyTexts } from "../messages";

/** Who erased: the admin as they were named then, or the retention sweep. */
function describeErasureActor({ actor_id, actor_name }: ErasureRecord): string {
  if (actor_id === null) return privacyTexts.system;
  return actor_name ?? privacyTexts.unknownActor;
}

function ErasuresTable({
  data,
  page,
  isUpdating,
  onPageChange,
}: {
  data: ErasuresPage;
  page: number;
  isUpdating: boolean;
  onPageChange: (page: number) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Table label={privacyTexts.erasuresTable} aria-busy={isUpdating}>
        <ColumnHeaders
          labels={[
            privacyTexts.when,
            privacyTexts.who,
            privacyTexts.kind,
            privacyTexts.reason,
            privacyTexts.counts,
          ]}
        />
        <TableBody>
          {data.erasures.map((erasure) => (
            <TableRow key={erasure.id}>
              <TableCell className="whitespace-nowrap">
                <time dateTime={erasure.created_at}>{formatEventDate(erasure.created_at)}</time>
              </TableCell>
              <TableCell>{describeErasureActor(erasure)}</TableCell>
              <TableCell>{privacyTexts.kindLabel(erasure.kind)}</TableCell>
              <TableCell className="min-w-48 break-words">{erasure.reason}</TableCell>
              <TableCell className="min-w-48">{privacyTexts.describeCounts(erasure)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination
        page={page}
        pageCount={countPages(data.total, ERASURES_PAGE_SIZE)}
        onPageChange={onPageChange}
        label={privacyTexts.erasuresPages}
      />
    </div>
  );
}

/** The record of erasures, newest first, a page at a time. */
export function ErasuresList() {
  const [page, setPage] = useState(1);
  const pageQuery = useErasuresPage({ page, page_size: ERASURES_PAGE_SIZE });

  return (
    <TitledCard title={privacyTexts.erasuresTitle}>
      <QueryContent
        query={pageQuery}
        loadingLabel={privacyTexts.erasuresLoading}
        errorTitle={privacyTexts.erasuresFetchFailed}
        isEmpty={({ total }) => total === 0}
        empty={
          <EmptyState
            icon={History}
            title={privacyTexts.noErasures}
            text={privacyTexts.noErasuresText}
          />
        }
      >
        {(data) => (
          <ErasuresTable
            data={data}
            page={page}
            isUpdating={pageQuery.isPlaceholderData}
            onPageChange={setPage}
          />
        )}
      </QueryContent>
    </TitledCard>
  );
}

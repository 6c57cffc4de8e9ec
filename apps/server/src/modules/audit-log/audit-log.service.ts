import {
  AUDIT_EXPORT_COLUMNS,
  AUDIT_LOG_ORDER,
  type AuditLogExportQuery,
  type AuditLogFilters,
  type AuditLogPage,
  type AuditLogQuery,
  toPageRequest,
} from "@events/contract";
import type { AccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import { fromPageCursor, type PagePlace, pageCursors } from "../../db/keyset-order.js";
import { presentAuditEntry } from "../../presenters/audit-entry.js";
import type { SpreadsheetExport } from "../../spreadsheets/spreadsheet-writer.js";
import type { AuditLogRepository, AuditLogScope } from "./audit-log.repository.js";

export interface AuditLogServiceDependencies {
  auditLogRepository: AuditLogRepository;
  access: AccessKernel;
}

export function createAuditLogService({ auditLogRepository, access }: AuditLogServiceDependencies) {
  /** The filters within the events the caller may see: every entry, or their events' now. */
  const scopeOf = (caller: Caller, filters: AuditLogFilters): AuditLogScope => ({
    ...filters,
    scope: access.scopeOf(caller),
  });

  return {
    async listPage(caller: Caller, query: AuditLogQuery): Promise<AuditLogPage> {
      const { page, page_size } = toPageRequest(query);
      const { page: _page, page_size: _pageSize, after, before, ...filters } = query;
      const place: PagePlace =
        after !== undefined
          ? { after: fromPageCursor(after) }
          : before !== undefined
            ? { before: fromPageCursor(before) }
            : { offset: (page - 1) * page_size };
      const listed = await auditLogRepository.listPage(scopeOf(caller, filters), place, page_size);
      return {
        entries: listed.rows.map(presentAuditEntry),
        total: listed.total,
        total_is_estimate: listed.isEstimate,
        page,
        page_size,
        ...pageCursors(AUDIT_LOG_ORDER.sort, listed),
      };
    },

    exportLog(caller: Caller, query: AuditLogExportQuery): SpreadsheetExport {
      const { format, ...filters } = query;
      return {
        format,
        fileName: "activity-log",
        sheetName: "Activity",
        columns: AUDIT_EXPORT_COLUMNS,
        csvLines: auditLogRepository.exportCsvLines(scopeOf(caller, filters)),
      };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;

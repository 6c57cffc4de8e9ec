import { TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A table's header row: one column heading per label, in order. */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {labels.map((label) => (
          <TableHead key={label}>{label}</TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

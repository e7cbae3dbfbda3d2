import type { ReactNode } from "react";
import { TableScroll } from "@/components/ui/table-scroll";

export type TransitRow = {
  key: string;
  /** The mode's name, the row's header cell. */
  mode: ReactNode;
  /** The mode's language when it is not the page's (the city guides' modes are written in English). */
  modeLang?: string;
  /** One cell per column after the mode, figures aligned to the end. */
  cells: ReactNode[];
};

/**
 * The table of ways to travel that the transit planner (a route's modes) and the city guides (an
 * airport's transfers) both show: the mode as the row's header, then its figures. Scrolls sideways
 * inside its own named region (TableScroll); a server component.
 */
export function TransitTable({
  labelledBy,
  modeHeading,
  columns,
  rows,
  className,
  testId,
}: {
  labelledBy: string;
  modeHeading: string;
  columns: readonly string[];
  rows: readonly TransitRow[];
  className?: string;
  testId?: string;
}) {
  const last = columns.length - 1;
  return (
    <TableScroll labelledBy={labelledBy} className={className}>
      <table className="w-full text-start text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 pe-4">
              {modeHeading}
            </th>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === last ? "py-2 text-end" : "py-2 pe-4 text-end"}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b">
              <th scope="row" lang={row.modeLang} className={row.modeLang ? "py-2 pe-4 font-normal" : "py-2 pe-4 font-medium"}>
                {row.mode}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={index === last ? "py-2 text-end tabular-nums" : "py-2 pe-4 text-end tabular-nums"}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The console's one table: named for screen readers, a header row of column scopes, one row per
 * item, inside a scroll box a keyboard can focus. On a phone each row becomes a card whose cells
 * carry their column's name (`data-label`); the explicit roles keep it a table for screen readers
 * whatever the CSS display does. Screens describe their columns; none writes table markup.
 */
import type { ComponentChildren } from "preact";

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ComponentChildren;
  /** The column that names the row, read out as the row's header. */
  readonly rowHeader?: boolean;
  /** A class for the column's cells (tests and styles find a cell by it). */
  readonly class?: string;
}

export function DataTable<Row>(props: {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A class for a row (the one whose detail is open, say). */
  rowClass?: (row: Row) => string | undefined;
  /** Columns sized by their classes (a fixed layout) instead of by their longest word. */
  wide?: boolean;
}) {
  // Explicit roles on purpose: a table restyled as cards (display: block) loses its implicit ones.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section class="scroll" aria-label={`${props.label}, scrollable`} tabIndex={0}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phone layout changes the display. */}
      <table class={`data-table${props.wide ? " sized" : ""}`} role="table" aria-label={props.label}>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above. */}
        <thead role="rowgroup">
          {/* biome-ignore lint/a11y/noRedundantRoles: as above. */}
          <tr role="row">
            {props.columns.map((column) => (
              // biome-ignore lint/a11y/noRedundantRoles: as above.
              <th key={column.header} scope="col" role="columnheader" class={column.class}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above. */}
        <tbody role="rowgroup">
          {props.rows.map((row) => (
            // biome-ignore lint/a11y/noRedundantRoles: as above.
            <tr key={props.rowKey(row)} role="row" class={props.rowClass?.(row)}>
              {props.columns.map((column) =>
                column.rowHeader ? (
                  // biome-ignore lint/a11y/noRedundantRoles: as above.
                  <th key={column.header} scope="row" role="rowheader" class={column.class} data-label={column.header}>
                    {column.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/a11y/noRedundantRoles: as above.
                  <td key={column.header} role="cell" class={column.class} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

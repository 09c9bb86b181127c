/**
 * The overview's charts, drawn as SVG by hand (no charting library: two chart kinds, a few hundred
 * bytes each). Each chart is an image with a title and a description for screen readers, and its
 * numbers are always in a table beside it, so nothing is told by the drawing alone.
 */
import { type ComponentChildren, Fragment } from "preact";

export interface Series {
  readonly key: string;
  readonly label: string;
  readonly color: string;
}

const WIDTH = 960;
const HEIGHT = 240;
const LEFT = 44;
const BOTTOM = 26;
const TOP = 10;

/** A round upper bound for the axis: 1, 2, 5 × 10ⁿ, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** Bars per bucket, each stacked by series; empty buckets stay as gaps so time reads evenly. */
export function StackedBars(props: {
  id: string;
  title: string;
  description: string;
  buckets: readonly string[];
  series: readonly Series[];
  value: (bucket: string, key: string) => number;
  bucketLabel: (bucket: string) => string;
}) {
  const totals = props.buckets.map((b) => props.series.reduce((sum, s) => sum + props.value(b, s.key), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, props.buckets.length);
  const every = Math.ceil(props.buckets.length / 8);
  const y = (v: number) => TOP + plotHeight - (v / max) * plotHeight;
  return (
    <svg
      class="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${props.id}-title ${props.id}-desc`}
    >
      <title id={`${props.id}-title`}>{props.title}</title>
      <desc id={`${props.id}-desc`}>{props.description}</desc>
      {(max % 2 === 0 ? [0, max / 2, max] : [0, max]).map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} class="grid-line" />
          <text x={LEFT - 6} y={y(tick) + 4} text-anchor="end" class="axis">
            {tick}
          </text>
        </g>
      ))}
      {props.buckets.map((bucket, i) => {
        let base = 0;
        const x = LEFT + i * slot + slot * 0.15;
        return (
          <g key={bucket}>
            {props.series.map((s) => {
              const v = props.value(bucket, s.key);
              if (v === 0) return null;
              const top = y(base + v);
              const height = y(base) - top;
              base += v;
              return <rect key={s.key} x={x} y={top} width={slot * 0.7} height={Math.max(height, 1)} fill={s.color} />;
            })}
            {i % every === 0 && (
              <text x={x + slot * 0.35} y={HEIGHT - 8} text-anchor="middle" class="axis">
                {props.bucketLabel(bucket)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Two bars per row (a light one for p95, a dark one inside it for p50), with the figures written. */
export function LatencyBars(props: {
  id: string;
  title: string;
  description: string;
  rows: readonly { tool: string; p50Ms: number; p95Ms: number }[];
}) {
  const rowHeight = 26;
  const labelWidth = 220;
  const height = props.rows.length * rowHeight + 8;
  const max = niceMax(Math.max(1, ...props.rows.map((r) => r.p95Ms)));
  const scale = (ms: number) => ((WIDTH - labelWidth - 150) * ms) / max;
  return (
    <svg
      class="chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${props.id}-title ${props.id}-desc`}
    >
      <title id={`${props.id}-title`}>{props.title}</title>
      <desc id={`${props.id}-desc`}>{props.description}</desc>
      {props.rows.map((row, i) => {
        const top = 4 + i * rowHeight;
        return (
          <g key={row.tool}>
            <text x={labelWidth - 8} y={top + 16} text-anchor="end" class="axis">
              {row.tool}
            </text>
            <rect x={labelWidth} y={top + 3} width={Math.max(scale(row.p95Ms), 1)} height={18} class="p95" />
            <rect x={labelWidth} y={top + 7} width={Math.max(scale(row.p50Ms), 1)} height={10} class="p50" />
            <text x={labelWidth + Math.max(scale(row.p95Ms), 1) + 6} y={top + 16} class="axis">
              {row.p50Ms} / {row.p95Ms} ms
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * A snake_case name (a tool, a failure code) that may wrap after each underscore: a tool beside a
 * code is wider than a phone, and a table cell otherwise widens the whole page to fit it.
 */
export function Breakable(props: { name: string }) {
  const parts = props.name.split("_");
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              _<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}

/** A chart with its legend and the table of its numbers (open on request). */
export function Figure(props: {
  caption: string;
  children: ComponentChildren;
  legend?: ComponentChildren;
  table: ComponentChildren;
}) {
  return (
    <figure class="box figure">
      <figcaption>{props.caption}</figcaption>
      {props.children}
      {props.legend}
      <details>
        <summary>The numbers ({props.caption.toLowerCase()})</summary>
        {props.table}
      </details>
    </figure>
  );
}

export function Legend(props: { items: readonly { label: string; color: string; count: number }[] }) {
  return (
    <ul class="legend">
      {props.items.map((item) => (
        <li key={item.label}>
          <span class="swatch" style={{ background: item.color }} aria-hidden="true" />
          {item.label} <span class="hint">{item.count}</span>
        </li>
      ))}
    </ul>
  );
}

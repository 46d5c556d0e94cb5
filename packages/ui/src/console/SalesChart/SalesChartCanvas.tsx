// The drawing of SalesChart, loaded only when a chart is shown (SalesChart.tsx imports it lazily), so
// uPlot's code and style sheet travel with the dashboard alone. Colours come from the design tokens
// through CSS (the root's text and border colours, the brand colour of a hidden swatch), never written
// here. No animation (uPlot draws at once); a fixed `width` makes it pixel-stable for the visual tests,
// else it follows its container's width.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface SalesChartCanvasProps {
  /** The days' labels on the x axis (the series' days, formatted), oldest first. */
  dayLabels: readonly string[];
  /** The sales of each day, yuan. */
  sales: readonly number[];
  /** A fixed width in pixels; without it, the container's width. */
  width?: number | undefined;
  height: number;
  /** The series' name (the legend's). */
  seriesLabel: string;
  /** The x value's name in the legend (the day). */
  dayLabel: string;
  /** An amount (yuan) as text: the y axis and the legend. */
  formatAmount: (yuan: number) => string;
}

/** `rgb(r, g, b)` with an alpha: the area under the line. */
function withAlpha(color: string, alpha: number): string {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  return m ? `rgba(${m[1]}, ${m[2]}, ${m[3]}, ${alpha})` : color;
}

export default function SalesChartCanvas({
  dayLabels,
  sales,
  width,
  height,
  seriesLabel,
  dayLabel,
  formatAmount,
}: SalesChartCanvasProps) {
  const root = useRef<HTMLDivElement>(null);
  const swatch = useRef<HTMLSpanElement>(null);
  const plotBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = plotBox.current;
    if (!root.current || !swatch.current || !box) return;
    const style = getComputedStyle(root.current);
    const axis = style.color;
    const grid = style.borderTopColor;
    const brand = getComputedStyle(swatch.current).color;
    const widthOf = () => width ?? Math.max(240, Math.floor(box.clientWidth));
    const label = (i: number) => (Number.isInteger(i) ? (dayLabels[i] ?? '') : '');
    const plot = new uPlot(
      {
        width: widthOf(),
        height,
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        legend: { show: true, live: true },
        series: [
          { label: dayLabel, value: (_u, i) => (i === null ? '' : label(i)) },
          {
            label: seriesLabel,
            stroke: brand,
            fill: withAlpha(brand, 0.08),
            width: 2,
            points: { show: true, size: 4, fill: brand },
            value: (_u, v) => (v === null ? '' : formatAmount(v)),
          },
        ],
        axes: [
          {
            stroke: axis,
            grid: { show: false },
            ticks: { stroke: grid },
            space: 56,
            values: (_u, splits) => splits.map(label),
          },
          {
            stroke: axis,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            size: 88,
            values: (_u, splits) => splits.map((v) => formatAmount(v)),
          },
        ],
      },
      [dayLabels.map((_, i) => i), [...sales]],
      box,
    );
    if (width !== undefined) return () => plot.destroy();
    const observer = new ResizeObserver(() => {
      const next = widthOf();
      if (next !== plot.width) plot.setSize({ width: next, height });
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [dayLabels, sales, width, height, seriesLabel, dayLabel, formatAmount]);

  return (
    <div ref={root} className="border-neutral-200 text-neutral-600" data-chart="uplot">
      <span ref={swatch} className="hidden text-brand" />
      <div ref={plotBox} style={width === undefined ? undefined : { width }} />
    </div>
  );
}

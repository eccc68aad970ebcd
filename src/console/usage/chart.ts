// Hand-made inline SVG bar charts, rendered on the server: no script, no
// library, nothing for the CSP to allow; the numbers are also in a table
// beside each chart for screen readers and copying.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Series {
  label: string;
  /** CSS class of the bars: '' (brand), 'alt' or 'bad'. */
  className: string;
  values: number[];
}

/** Stacked bars, one per label; `title` names the chart for assistive technology. */
export function barChart(
  title: string,
  labels: string[],
  series: Series[],
  options: { width?: number; height?: number; tick?: number } = {},
): string {
  const width = options.width ?? 960;
  const height = options.height ?? 220;
  const left = 48;
  const bottom = 22;
  const plotW = width - left - 8;
  const plotH = height - bottom - 10;
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const step = labels.length ? plotW / labels.length : plotW;
  const bar = Math.max(1, step * 0.8);
  const y = (v: number) => 10 + plotH - (v / max) * plotH;
  const parts: string[] = [];
  for (const frac of [0, 0.5, 1]) {
    const v = Math.round(max * frac);
    parts.push(
      `<line class="axis" x1="${left}" x2="${width - 8}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke-dasharray="${frac ? '2 4' : ''}"/>`,
    );
    parts.push(`<text x="${left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v}</text>`);
  }
  const tick = options.tick ?? Math.max(1, Math.ceil(labels.length / 8));
  labels.forEach((label, i) => {
    let base = 0;
    const x = left + i * step + (step - bar) / 2;
    for (const s of series) {
      const v = s.values[i] ?? 0;
      if (v > 0) {
        parts.push(
          `<rect class="bar ${s.className}" x="${x.toFixed(1)}" y="${y(base + v).toFixed(1)}" width="${bar.toFixed(1)}" height="${(y(base) - y(base + v)).toFixed(1)}"><title>${esc(label)}: ${esc(s.label)} ${v}</title></rect>`,
        );
      }
      base += v;
    }
    if (i % tick === 0) parts.push(`<text x="${(x + bar / 2).toFixed(1)}" y="${height - 6}" text-anchor="middle">${esc(label)}</text>`);
  });
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}" preserveAspectRatio="none"><title>${esc(title)}</title>${parts.join('')}</svg>`;
}

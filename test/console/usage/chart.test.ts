// The usage page's inline SVG bar charts: stacked series, labelled for
// assistive technology, escaped, and scaled to the largest total.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { barChart } from '../../../src/console/usage/chart.ts';

test('a stacked bar chart draws one rect per non-zero value, scaled to the largest total, with escaped titles', () => {
  const svg = barChart(
    'Requests <per> hour',
    ['01h', '02h', '03h'],
    [
      { label: 'answered', className: '', values: [10, 0, 30] },
      { label: '429', className: 'bad', values: [5, 0, 10] },
    ],
  );
  assert.match(svg, /^<svg class="chart" viewBox="0 0 960 220" role="img" aria-label="Requests &lt;per&gt; hour"/);
  assert.equal(svg.match(/<rect /g)?.length, 4);
  assert.match(svg, /<title>03h: 429 10<\/title>/);
  // The tallest stack (40) reaches the top of the plot (y = 10).
  assert.match(svg, /class="bar bad" x="[\d.]+" y="10\.0"/);
  assert.doesNotMatch(svg, /<script|style=/);
  assert.match(barChart('empty', [], []), /<svg/);
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.tsx';
import { TrendChart } from './TrendChart.tsx';

afterEach(cleanup);

describe('the day-by-day chart', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03'];

  it('draws one line a series through its days, scaled to a readable axis, with each total in the legend', () => {
    render(
      <TrendChart
        title="Graphique : Évolution par jour"
        days={days}
        series={[
          { key: 'visit', label: 'Visites', color: '#1c7ed6', values: [4, 0, 8] },
          { key: 'unit_opened', label: 'Fiches ouvertes', color: '#7048e8', values: [1, 2, 3] },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Graphique : Évolution par jour' });
    const paths = chart.querySelectorAll('path');
    expect(paths).toHaveLength(2);
    // 960×240 box, plot from x 40 to 948 and y 12 to 212; the axis goes to 10
    expect(paths[0]!.getAttribute('d')).toBe('M40 132 L494 212 L948 52');
    expect(paths[0]!.getAttribute('stroke')).toBe('#1c7ed6');
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '10', '01/11', '03/11']),
    );
    // a day without visits has no dot to hover; the others tell their figure
    expect(chart.querySelectorAll('[data-series="visit"] circle')).toHaveLength(2);
    expect(chart.querySelector('[data-series="visit"] circle title')?.textContent).toBe(
      'Visites · 01/11/2026 : 4',
    );
    expect(screen.getByTestId('legend-visit').textContent).toBe('Visites 12');
    expect(screen.getByTestId('legend-unit_opened').textContent).toBe('Fiches ouvertes 6');
  });

  it('keeps a flat line at the bottom when nothing was counted', () => {
    render(
      <TrendChart
        title="vide"
        days={days}
        series={[{ key: 'visit', label: 'Visites', color: '#000', values: [0, 0, 0] }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'vide' }).querySelector('path')!.getAttribute('d')).toBe(
      'M40 212 L494 212 L948 212',
    );
  });
});

describe('the bar chart', () => {
  it('draws a bar a row in its colour, in proportion, with its value and note', () => {
    render(
      <BarChart
        title="Lots les plus consultés"
        bars={[
          { key: 1, label: 'A01', value: 10, color: '#2e9d4a', note: 'Disponible · Regardé, pas vendu' },
          { key: 2, label: 'A02', value: 5, color: '#d0342c', note: 'Vendu' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Lots les plus consultés' });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((bar) => [bar.getAttribute('width'), bar.getAttribute('fill')])).toEqual([
      ['420', '#2e9d4a'],
      ['210', '#d0342c'],
    ]);
    expect(chart.querySelector('[data-bar="A02"]')?.textContent).toContain('5 · Vendu');
  });
});

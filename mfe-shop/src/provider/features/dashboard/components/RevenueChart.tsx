import styled from 'styled-components';
import { VisuallyHidden, formatCents } from '@marktplatz/shared';
import type { ProviderDashboard } from '../types';
import { messages } from '../../../../messages/provider';

const t = messages.dashboard;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: 140px;
  }
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.borderStrong};
  }
  figcaption {
    display: flex;
    justify-content: space-between;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** `2026-11-25` → `25.11.` */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}.${month}.`;
}

/** One bar per day of the revenue; the same figures as a table for screen readers. */
export function RevenueChart({ revenue }: { revenue: ProviderDashboard['revenue'] }) {
  const max = Math.max(...revenue.per_day.map((day) => day.total), 0);
  const width = 300;
  const height = 120;
  const slot = width / Math.max(revenue.per_day.length, 1);
  const first = revenue.per_day[0];
  const last = revenue.per_day.at(-1);
  return (
    <Figure data-testid="revenue-chart">
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {revenue.per_day.map((day, index) => {
          const barHeight = max > 0 ? Math.max((day.total / max) * (height - 4), day.total > 0 ? 2 : 0) : 0;
          return <rect key={day.date} x={index * slot + slot * 0.15} width={slot * 0.7} y={height - barHeight} height={barHeight} />;
        })}
        <line className="axis" x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} />
      </svg>
      <figcaption aria-hidden="true">
        <span>{first ? dayLabel(first.date) : ''}</span>
        <span>{last ? dayLabel(last.date) : ''}</span>
      </figcaption>
      <VisuallyHidden>
        <table>
          <caption>{t.revenueTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {revenue.per_day
              .filter((day) => day.total > 0)
              .map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayLabel(day.date)}</th>
                  <td>{formatCents(day.total_cents)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}

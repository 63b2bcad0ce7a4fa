/**
 * The small layout and text primitives area screens share (beside the form fields, buttons, tables and dialogs of
 * the package root). Styled with the theme; they need `ThemeProvider` above them.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

/** A message box in the page flow: `error` (a failed action), `success`, `warning`, `info` (default). */
export const Alert = styled.div<{ $tone?: 'error' | 'success' | 'info' | 'warning' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : $tone === 'warning'
            ? theme.colors.warning
            : theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

/** A row of buttons and links (wraps on a phone; links get the buttons' 44 px touch height). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** Secondary text (hints, explanations); `$small` in the small font size. */
export const Muted = styled.p<{ $small?: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme, $small }) => ($small ? theme.space.sm : theme.space.md)};
  max-width: 70ch;
  font-size: ${({ theme, $small }) => ($small ? theme.typography.sizes.sm : 'inherit')};
`;

/** A group of fields with its legend: a bordered box, or `$plain` without border. */
export const Fieldset = styled.fieldset<{ $plain?: boolean }>`
  border: ${({ theme, $plain }) => ($plain ? '0' : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme, $plain }) => ($plain ? '0' : theme.space.md)};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ $plain, theme }) => ($plain ? '0' : theme.space.xs)};
    margin-bottom: ${({ $plain, theme }) => ($plain ? theme.space.sm : '0')};
  }
`;

/** A form's fields: one column on a phone, several on wider screens; a child with class `full` spans the row. */
export const FormGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  > .full {
    grid-column: 1 / -1;
  }
`;

/** A narrow column for short forms (login, password). */
export const Narrow = styled.div`
  max-width: 34rem;
  width: 100%;
`;

/** A section heading (h2) inside a page. */
export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** A bordered block of a page (an order's address, its lines), lighter than `Card`. */
export const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  min-width: 0;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

/** A small label: a status (`$outline`) or a count (filled). */
export const Badge = styled.span<{ $tone?: Tone; $outline?: boolean }>`
  display: inline-block;
  width: fit-content;
  min-width: 1.5em;
  padding: 0.1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 600;
  text-align: center;
  white-space: nowrap;
  border: 1px solid ${({ theme, $tone = 'neutral' }) => toneColor(theme.colors, $tone)};
  background: ${({ theme, $tone = 'neutral', $outline }) => ($outline ? theme.colors.surface : toneFill(theme.colors, $tone))};
  color: ${({ theme, $tone = 'neutral', $outline }) => ($outline ? theme.colors.text : toneText(theme.colors, $tone))};
`;

type Colors = import('styled-components').DefaultTheme['colors'];

function toneColor(c: Colors, tone: Tone): string {
  switch (tone) {
    case 'success':
      return c.success;
    case 'danger':
      return c.danger;
    case 'warning':
      return c.warning;
    case 'info':
    case 'primary':
      return c.primary;
    default:
      return c.borderStrong;
  }
}

function toneFill(c: Colors, tone: Tone): string {
  if (tone === 'neutral') return c.surfaceAlt;
  if (tone === 'warning') return c.surface;
  return toneColor(c, tone);
}

function toneText(c: Colors, tone: Tone): string {
  switch (tone) {
    case 'success':
      return c.onSuccess;
    case 'danger':
      return c.onDanger;
    case 'warning':
      return c.text;
    case 'info':
    case 'primary':
      return c.onPrimary;
    default:
      return c.text;
  }
}

const ProgressWrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  progress {
    flex: 1 1 auto;
    max-width: 24rem;
    height: 1rem;
  }
`;

/** A labelled progress bar with its percentage (a real `<progress>`, read by screen readers): uploads, imports. */
export function ProgressBar({ value, label, testId }: { value: number; label: string; testId?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <ProgressWrap>
      <progress max={100} value={percent} aria-label={label} data-testid={testId} />
      <span aria-hidden="true">{percent} %</span>
    </ProgressWrap>
  );
}

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

/** A grey block of the final size standing in for content that is loading (no layout shift when it arrives). */
export const SkeletonBlock = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A link that looks like the primary button (a navigation, not an action). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A row of labelled controls outside a form (search, filters, page size). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
  .field {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  .field > label {
    font-weight: 500;
  }
  .grow {
    flex: 1 1 14rem;
  }
`;

/** A label above its control inside a `Toolbar`; `id` is the control's id. */
export function ToolbarField({ id, label, grow, children }: { id: string; label: ReactNode; grow?: boolean; children: ReactNode }) {
  return (
    <div className={grow ? 'field grow' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** An amount that never breaks between the number and „€“, in tabular figures. */
export const Amount = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** A picture that fills its box's width at 4:3, cut to fit (thumbnails, galleries; for an `img` rule; since 1.15.0). */
export const coverPicture = css`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

/**
 * One picture of a row or grid of pictures (`<li>`): a bordered box on the page colour whose `img` fills its width at
 * 4:3 (the back office's media library, the shop's recently viewed products; since 1.15.0).
 */
export const PictureTile = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.background};
  img {
    ${coverPicture}
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

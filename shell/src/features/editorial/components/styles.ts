import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  h2 + p {
    margin-top: -${({ theme }) => theme.space.sm};
  }
`;

export const SectionLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 60ch;
`;

export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? '15rem'}), 1fr));
`;

export const Card = styled.div`
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const CardLink = styled(Link)`
  display: block;
  height: 100%;
  text-decoration: none;
  color: inherit;
  &:hover > div,
  &:focus-visible > div {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const ButtonLink = styled(Link)<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: none;
  background: ${({ theme, $secondary }) => ($secondary ? theme.colors.background : theme.colors.primary)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.colors.link : theme.colors.onPrimary)};
  border: 1px solid ${({ theme, $secondary }) => ($secondary ? theme.colors.borderStrong : theme.colors.primary)};
  &:hover {
    background: ${({ theme, $secondary }) => ($secondary ? theme.colors.surface : theme.colors.primaryHover)};
  }
`;

export const Meta = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

export const Prose = styled.div`
  max-width: 72ch;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p {
    white-space: pre-line;
  }
`;

/**
 * An editor's HTML body (h2–h4, paragraphs, lists, links, pictures, quotes) in the look of the plain-text one: line
 * breaks are the editor's `<br>`, pictures never wider than the text column.
 */
export const HtmlProse = styled(Prose)`
  h3,
  h4 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  }
  h2 + h3,
  h3 + h4 {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  p {
    white-space: normal;
  }
  ol,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${({ theme }) => theme.space.md} 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  blockquote {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textMuted};
    p:last-child {
      margin-bottom: 0;
    }
  }
  strong {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

export const Notice = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

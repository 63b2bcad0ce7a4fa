import { useState } from 'react';
import styled from 'styled-components';
import { messages } from '../../../messages';
import type { ReportTargetType } from '../api/report-content';
import { ReportContentDialog } from './ReportContentDialog';

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-decoration: underline;
  cursor: pointer;
  min-height: 24px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** „Inhalt melden“: opens the notice form for a product, provider page or review. */
export function ReportContentButton({
  targetType,
  targetId,
  targetLabel,
}: {
  targetType: ReportTargetType;
  targetId: number;
  targetLabel: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LinkButton type="button" onClick={() => setOpen(true)} data-testid={`report-content-${targetType}`} aria-haspopup="dialog">
        {messages.report.open}
      </LinkButton>
      {open ? (
        <ReportContentDialog targetType={targetType} targetId={targetId} targetLabel={targetLabel} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { LinkButton } from '../../../lib/ui';
import { messages } from '../../../messages';
import type { ReportTargetType } from '../types';
import { ReportContentDialog } from './ReportContentDialog';

const ReportLink = styled(LinkButton)`
  && {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    min-height: 24px;
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
      <ReportLink onClick={() => setOpen(true)} data-testid={`report-content-${targetType}`} aria-haspopup="dialog">
        {messages.report.open}
      </ReportLink>
      {open ? (
        <ReportContentDialog targetType={targetType} targetId={targetId} targetLabel={targetLabel} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

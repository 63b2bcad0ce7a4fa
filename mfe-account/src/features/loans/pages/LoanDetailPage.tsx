import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, ConfirmDialog, errorMessage, formatCents, formatDate, notify, useFetch, usePageTitle } from '@marktplatz/shared';
import { Actions, Badge, Box, ButtonLink, Fact, FactList, LoadState, Muted } from '@marktplatz/shared/kit';
import { getLoanRequestDetail } from '../api/getLoanRequestDetail';
import { withdrawLoanRequest } from '../api/withdrawLoanRequest';
import { STATUS_TONES } from '../components/status';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

const text = messages.loans;

/** `/account/loans/:id`: one request with its figures, the sales that went along, and „zurückziehen“ (confirmed). */
export default function LoanDetailPage() {
  const id = Number(useParams().id);
  usePageTitle(text.detailTitle(id));
  const state = useFetch((signal) => getLoanRequestDetail(id, signal), [id]);
  const [confirming, setConfirming] = useState(false);

  async function withdraw() {
    try {
      await withdrawLoanRequest(id);
      notify.success(text.withdrawn);
      setConfirming(false);
      state.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <AccountLayout title={text.detailTitle(id)} actions={<ButtonLink to="/account/loans">{text.back}</ButtonLink>}>
      <LoadState state={state}>
        {(loan) => (
          <>
            <Box>
              <p>
                <Badge $tone={STATUS_TONES[loan.status]} data-testid="loan-status">
                  {loan.status_text}
                </Badge>
              </p>
              <FactList $labelMin="9rem" $mutedLabels>
                <dt>{text.kind}</dt>
                <dd>{loan.kind_text}</dd>
                <dt>{text.bank}</dt>
                <dd>{loan.bank_name}</dd>
                <dt>{text.columns.amount}</dt>
                <dd>{formatCents(loan.amount_cents)}</dd>
                <dt>{text.term}</dt>
                <dd>{text.termValue(loan.term_months)}</dd>
                <dt>{text.interestLabel}</dt>
                <dd>{loan.interest_text}</dd>
                <dt>{text.previewRate}</dt>
                <dd>{formatCents(loan.monthly_rate_cents)}</dd>
                <dt>{text.previewTotal}</dt>
                <dd>{formatCents(loan.total_cents)}</dd>
                {loan.kind === 'property' ? (
                  <>
                    <dt>{text.purchasePrice}</dt>
                    <dd>{formatCents(loan.purchase_price_cents ?? 0)}</dd>
                    <dt>{text.equity}</dt>
                    <dd>{formatCents(loan.equity_cents ?? 0)}</dd>
                    <dt>{text.location}</dt>
                    <dd>{loan.location}</dd>
                    <dt>{text.objectType}</dt>
                    <dd>{loan.object_type_text}</dd>
                  </>
                ) : null}
                <dt>{text.purpose}</dt>
                <dd>{loan.purpose}</dd>
                <dt>{text.columns.date}</dt>
                <dd>{formatDate(loan.created_at)}</dd>
                <Fact label={text.bankNote}>{loan.bank_note}</Fact>
              </FactList>
              {loan.can_withdraw ? (
                <Actions>
                  <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
                    {text.withdraw}
                  </Button>
                </Actions>
              ) : null}
            </Box>
            <Box aria-labelledby="loan-sales-heading">
              <h2 id="loan-sales-heading">{text.salesHeading}</h2>
              {loan.sales.length > 0 ? (
                <ul>
                  {loan.sales.map((month) => (
                    <li key={month.month}>
                      {month.month.slice(5)}/{month.month.slice(0, 4)}: {formatCents(month.sales_cents)}
                    </li>
                  ))}
                </ul>
              ) : (
                <Muted>{text.noSales}</Muted>
              )}
            </Box>
            <ConfirmDialog
              open={confirming}
              title={text.withdrawTitle}
              confirmLabel={text.withdrawConfirm}
              onConfirm={withdraw}
              onCancel={() => setConfirming(false)}
            >
              <p>{text.withdrawText}</p>
            </ConfirmDialog>
          </>
        )}
      </LoadState>
    </AccountLayout>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageContainer,
  StackList,
  errorMessage,
  formatDate,
  notify,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Badge, Box, Fact, LoadState, Muted } from '@marktplatz/shared/kit';
import { getProviderLead } from '../api/getProviderLead';
import { withdrawOffer } from '../api/withdrawOffer';
import { downloadInquiryFile } from '../../customer';
import { countdownText, fileSize, INQUIRY_STATUS, LEAD_STATUS, OFFER_STATUS, offerPrice, PRICE_TYPES } from '../../../lib/format';
import { OfferForm } from '../components/OfferForm';
import { FactRow, Facts } from '../../../lib/ui';
import { ProviderNav } from '../components/ProviderNav';
import { providerMessages } from '../messages';

const text = providerMessages.lead;

/** One line per offer (title, price, status, withdraw); the parts wrap on a phone. */
const OfferList = styled(StackList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
`;

/** `/leads/provider/:lead_id`: one lead with the customer's answers and files, and the offer form. */
export default function ProviderLeadPage() {
  const { lead_id: leadId } = useParams();
  const id = Number(leadId);
  const valid = Number.isInteger(id) && id > 0;
  const state = useFetch((signal) => (valid ? getProviderLead(id, signal) : Promise.reject({ message: text.notFound })), [id]);
  usePageTitle(state.data?.title ?? text.title);
  const [withdraw, setWithdraw] = useState<number | null>(null);

  return (
    <PageContainer title={state.data?.title ?? text.title} actions={<Link to="/leads/provider">{text.back}</Link>}>
      <ProviderNav />
      <LoadState state={state}>
        {(lead) => {
          const sent = lead.offers.find((offer) => offer.offer_status === 'sent');
          return (
            <>
              <Box aria-labelledby="lead-facts">
                <h2 id="lead-facts">{text.facts}</h2>
                <Facts>
                  <dt>{text.status}</dt>
                  <dd>
                    <Badge $tone={LEAD_STATUS[lead.lead_status]?.[1] ?? 'neutral'}>{LEAD_STATUS[lead.lead_status]?.[0]}</Badge>{' '}
                    <Badge $tone={INQUIRY_STATUS[lead.inquiry_status]?.[1] ?? 'neutral'}>
                      {text.inquiryStatus} {INQUIRY_STATUS[lead.inquiry_status]?.[0] ?? lead.inquiry_status}
                    </Badge>
                  </dd>
                  <dt>{text.received}</dt>
                  <dd>{formatDate(lead.created_at)}</dd>
                  <dt>{text.customer}</dt>
                  <dd>{lead.user.name}</dd>
                  <Fact label={text.postalCode}>{lead.postal_code}</Fact>
                  {lead.lead_route ? <Fact label={text.route}>{lead.lead_route.name}</Fact> : null}
                  <dt>{text.left}</dt>
                  <dd>{countdownText(lead)}</dd>
                </Facts>
                {lead.message ? <p>{lead.message}</p> : null}
              </Box>
              <Box aria-labelledby="lead-answers">
                <h2 id="lead-answers">{text.answers}</h2>
                {lead.lead_answers.length === 0 ? (
                  <Muted>{text.noAnswers}</Muted>
                ) : (
                  <Facts>
                    {lead.lead_answers.map((answer, index) => (
                      <FactRow key={index}>
                        <dt>{answer.question}</dt>
                        <dd>{answer.answer || '–'}</dd>
                      </FactRow>
                    ))}
                  </Facts>
                )}
                {lead.files.length ? (
                  <>
                    <h3>{text.files}</h3>
                    <ul>
                      {lead.files.map((file) => (
                        <li key={file.file}>
                          <Button
                            variant="link"
                            onClick={() =>
                              downloadInquiryFile(file.file, file.file_name).catch((error: unknown) => notify.error(errorMessage(error)))
                            }
                          >
                            {text.download(file.file_name)}
                          </Button>{' '}
                          ({fileSize(file.size)})
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </Box>
              {lead.offers.length ? (
                <Box aria-labelledby="lead-offers">
                  <h2 id="lead-offers">{text.offers}</h2>
                  <OfferList>
                    {lead.offers.map((offer) => (
                      <li key={offer.id} data-testid="lead-offer">
                        <span>{text.offerNumber(offer.id, offer.offer_name)}</span>
                        <span>
                          <strong data-testid="lead-offer-price">{offerPrice(offer)}</strong>{' '}
                          <Muted as="span">({PRICE_TYPES[offer.price_type] ?? offer.price_type})</Muted>
                        </span>
                        <span>
                          <Badge $tone={OFFER_STATUS[offer.offer_status][1]}>{OFFER_STATUS[offer.offer_status][0]}</Badge>{' '}
                          <Muted as="span">{formatDate(offer.created_at)}</Muted>
                        </span>
                        {offer.offer_status === 'sent' ? (
                          <Button variant="secondary" size="sm" onClick={() => setWithdraw(offer.id)}>
                            {text.withdraw}
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </OfferList>
                </Box>
              ) : null}
              {lead.lead_status === 'open' && lead.inquiry_status === 'open' && !sent ? (
                <OfferForm lead={lead} onSent={state.reload} />
              ) : lead.lead_status === 'open' ? (
                <EmptyState title={text.closed} />
              ) : null}
              <ConfirmDialog
                open={withdraw !== null}
                title={text.withdrawTitle}
                confirmLabel={text.withdraw}
                onCancel={() => setWithdraw(null)}
                onConfirm={async () => {
                  try {
                    const answer = await withdrawOffer(withdraw!);
                    notify.success(answer.message ?? text.withdrawn);
                    state.reload();
                  } catch (error) {
                    notify.error(errorMessage(error));
                  } finally {
                    setWithdraw(null);
                  }
                }}
              >
                {text.withdrawText}
              </ConfirmDialog>
            </>
          );
        }}
      </LoadState>
    </PageContainer>
  );
}

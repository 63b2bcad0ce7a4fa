import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  PageContainer,
  errorMessage,
  formatDateTime,
  notify,
  useAuth,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { decideOffer } from '../api/decideOffer';
import { downloadInquiryFile } from '../api/downloadInquiryFile';
import { getOffer } from '../api/getOffer';
import type { OfferDetail } from '../types';
import { berlinDate, berlinDateTime, countdownText, LEAD_STATUS, OFFER_STATUS, offerPrice, PRICE_TYPES } from '../../../lib/format';
import { Facts, OnlineStatus } from '../../../lib/ui';
import { CustomerNav } from '../components/CustomerNav';
import { useCountdown } from '../hooks/useCountdown';
import { messages } from '../../../messages';

const text = messages.offer;

/** The offer's text with its line breaks. */
const Content = styled.p`
  white-space: pre-line;
`;

const ChatLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

function Countdown({ offer }: { offer: OfferDetail }) {
  const { left, deadline } = useCountdown(offer);
  if (offer.offer_status !== 'sent') return null;
  return (
    <Box aria-labelledby="countdown-title">
      <h2 id="countdown-title">{text.decisionTime}</h2>
      <p data-testid="countdown">
        {text.left} <strong>{countdownText(left)}</strong>
        {deadline ? text.until(berlinDateTime(deadline)) : ''}
      </p>
    </Box>
  );
}

/** `/leads/offers/:offer_id`: one offer; the customer accepts or declines it, the provider sees the customer too. */
export default function OfferPage() {
  const id = Number(useParams().offer_id);
  const { role } = useAuth();
  const state = useFetch((signal) => getOffer(id, signal), [id]);
  usePageTitle(state.data?.offer_name ?? text.title);
  const [decision, setDecision] = useState<'accept' | 'decline' | null>(null);
  const provider = role === 'Company';

  return (
    <PageContainer
      title={state.data?.offer_name ?? text.title}
      actions={<Link to={provider ? '/leads/provider/offers' : '/leads/offers'}>{text.back}</Link>}
    >
      {provider ? null : <CustomerNav />}
      <LoadState state={state}>
        {(offer) => {
          const other = provider
            ? offer.user
            : { id: offer.provider.user_id, name: offer.provider.name, online_status: offer.provider.online_status };
          return (
            <>
              <Box aria-labelledby="offer-facts">
                <h2 id="offer-facts">{text.title}</h2>
                <Facts>
                  <dt>{text.status}</dt>
                  <dd>
                    <Badge $tone={OFFER_STATUS[offer.offer_status][1]} data-testid="offer-status">
                      {OFFER_STATUS[offer.offer_status][0]}
                    </Badge>
                    {provider && offer.lead_status ? (
                      <>
                        {' '}
                        <Badge $tone={LEAD_STATUS[offer.lead_status]?.[1] ?? 'neutral'}>
                          {text.inquiryStatus} {LEAD_STATUS[offer.lead_status]?.[0]}
                        </Badge>
                      </>
                    ) : null}
                  </dd>
                  <dt>{text.price}</dt>
                  <dd>
                    {offerPrice(offer)} <Muted as="span">({PRICE_TYPES[offer.price_type] ?? offer.price_type})</Muted>
                  </dd>
                  <dt>{text.received}</dt>
                  <dd>{formatDateTime(offer.created_at)}</dd>
                  {offer.date1 || offer.date2 ? (
                    <>
                      <dt>{text.execution}</dt>
                      <dd>{text.executionRange(berlinDate(offer.date1), berlinDate(offer.date2))}</dd>
                    </>
                  ) : null}
                  {offer.date_visit ? (
                    <>
                      <dt>{text.visit}</dt>
                      <dd>{berlinDate(offer.date_visit)}</dd>
                    </>
                  ) : null}
                  {offer.accepted_at ? (
                    <>
                      <dt>{text.acceptedAt}</dt>
                      <dd>{formatDateTime(offer.accepted_at)}</dd>
                    </>
                  ) : null}
                </Facts>
                <Content>{offer.offer_content}</Content>
                {offer.comment ? <Muted>{text.comment(offer.comment)}</Muted> : null}
                {offer.file ? (
                  <Button
                    variant="link"
                    onClick={() =>
                      downloadInquiryFile(offer.file!.file, offer.file!.file_name).catch((error: unknown) =>
                        notify.error(errorMessage(error)),
                      )
                    }
                  >
                    {text.download(offer.file.file_name)}
                  </Button>
                ) : null}
              </Box>
              {provider ? null : <Countdown offer={offer} />}
              <Box aria-labelledby="offer-party">
                <h2 id="offer-party">{provider ? text.customer : text.provider}</h2>
                {provider && offer.user ? (
                  <Facts>
                    <dt>{text.name}</dt>
                    <dd>{offer.user.name}</dd>
                    <dt>{text.email}</dt>
                    <dd>{offer.user.email}</dd>
                    {offer.user.phone ? (
                      <>
                        <dt>{text.phone}</dt>
                        <dd>{offer.user.phone}</dd>
                      </>
                    ) : null}
                  </Facts>
                ) : (
                  <Facts>
                    <dt>{text.name}</dt>
                    <dd>{offer.provider.name}</dd>
                    {offer.provider.city ? (
                      <>
                        <dt>{text.address}</dt>
                        <dd>{`${offer.provider.street}, ${offer.provider.postal_code} ${offer.provider.city}`}</dd>
                      </>
                    ) : null}
                    {offer.provider.phone ? (
                      <>
                        <dt>{text.phone}</dt>
                        <dd>{offer.provider.phone}</dd>
                      </>
                    ) : null}
                  </Facts>
                )}
                {other ? (
                  <ChatLine>
                    <Link to={`/chat?with=${other.id}`}>{text.writeTo(other.name)}</Link>
                    <OnlineStatus online={other.online_status} />
                  </ChatLine>
                ) : null}
              </Box>
              {!provider && offer.offer_status === 'sent' ? (
                <Actions>
                  <Button onClick={() => setDecision('accept')}>{text.accept}</Button>
                  <Button variant="secondary" onClick={() => setDecision('decline')}>
                    {text.decline}
                  </Button>
                </Actions>
              ) : null}
              <ConfirmDialog
                open={decision !== null}
                destructive={decision === 'decline'}
                title={decision === 'accept' ? text.acceptTitle : text.declineTitle}
                confirmLabel={decision === 'accept' ? text.acceptConfirm : text.declineConfirm}
                onCancel={() => setDecision(null)}
                onConfirm={async () => {
                  try {
                    const answer = await decideOffer(offer.id, decision!);
                    notify.success(answer.message ?? (decision === 'accept' ? text.accepted : text.declined));
                    state.reload();
                  } catch (error) {
                    notify.error(errorMessage(error));
                    state.reload();
                  } finally {
                    setDecision(null);
                  }
                }}
              >
                {decision === 'accept' ? text.acceptText(offer.provider.name, offerPrice(offer)) : text.declineText}
              </ConfirmDialog>
            </>
          );
        }}
      </LoadState>
    </PageContainer>
  );
}

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
      <h2 id="countdown-title">Zeit für Ihre Entscheidung</h2>
      <p data-testid="countdown">
        Noch <strong>{countdownText(left)}</strong>
        {deadline ? ` – bis ${berlinDateTime(deadline)} (deutsche Zeit)` : ''}
      </p>
    </Box>
  );
}

/** `/leads/offers/:offer_id`: one offer; the customer accepts or declines it, the provider sees the customer too. */
export default function OfferPage() {
  const id = Number(useParams().offer_id);
  const { role } = useAuth();
  const state = useFetch((signal) => getOffer(id, signal), [id]);
  usePageTitle(state.data?.offer_name ?? 'Angebot');
  const [decision, setDecision] = useState<'accept' | 'decline' | null>(null);
  const provider = role === 'Company';

  return (
    <PageContainer
      title={state.data?.offer_name ?? 'Angebot'}
      actions={<Link to={provider ? '/leads/provider/offers' : '/leads/offers'}>Zurück zu den Angeboten</Link>}
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
                <h2 id="offer-facts">Angebot</h2>
                <Facts>
                  <dt>Status</dt>
                  <dd>
                    <Badge $tone={OFFER_STATUS[offer.offer_status][1]} data-testid="offer-status">
                      {OFFER_STATUS[offer.offer_status][0]}
                    </Badge>
                    {provider && offer.lead_status ? (
                      <>
                        {' '}
                        <Badge $tone={LEAD_STATUS[offer.lead_status]?.[1] ?? 'neutral'}>
                          Anfrage: {LEAD_STATUS[offer.lead_status]?.[0]}
                        </Badge>
                      </>
                    ) : null}
                  </dd>
                  <dt>Preis</dt>
                  <dd>
                    {offerPrice(offer)} <Muted as="span">({PRICE_TYPES[offer.price_type] ?? offer.price_type})</Muted>
                  </dd>
                  <dt>Eingegangen</dt>
                  <dd>{formatDateTime(offer.created_at)}</dd>
                  {offer.date1 || offer.date2 ? (
                    <>
                      <dt>Ausführung</dt>
                      <dd>
                        {berlinDate(offer.date1)} bis {berlinDate(offer.date2)}
                      </dd>
                    </>
                  ) : null}
                  {offer.date_visit ? (
                    <>
                      <dt>Besichtigung</dt>
                      <dd>{berlinDate(offer.date_visit)}</dd>
                    </>
                  ) : null}
                  {offer.accepted_at ? (
                    <>
                      <dt>Angenommen am</dt>
                      <dd>{formatDateTime(offer.accepted_at)}</dd>
                    </>
                  ) : null}
                </Facts>
                <Content>{offer.offer_content}</Content>
                {offer.comment ? <Muted>Anmerkung: {offer.comment}</Muted> : null}
                {offer.file ? (
                  <Button
                    variant="link"
                    onClick={() =>
                      downloadInquiryFile(offer.file!.file, offer.file!.file_name).catch((error: unknown) =>
                        notify.error(errorMessage(error)),
                      )
                    }
                  >
                    {`${offer.file.file_name} herunterladen`}
                  </Button>
                ) : null}
              </Box>
              {provider ? null : <Countdown offer={offer} />}
              <Box aria-labelledby="offer-party">
                <h2 id="offer-party">{provider ? 'Kundin/Kunde' : 'Anbieter'}</h2>
                {provider && offer.user ? (
                  <Facts>
                    <dt>Name</dt>
                    <dd>{offer.user.name}</dd>
                    <dt>E-Mail</dt>
                    <dd>{offer.user.email}</dd>
                    {offer.user.phone ? (
                      <>
                        <dt>Telefon</dt>
                        <dd>{offer.user.phone}</dd>
                      </>
                    ) : null}
                  </Facts>
                ) : (
                  <Facts>
                    <dt>Name</dt>
                    <dd>{offer.provider.name}</dd>
                    {offer.provider.city ? (
                      <>
                        <dt>Anschrift</dt>
                        <dd>{`${offer.provider.street}, ${offer.provider.postal_code} ${offer.provider.city}`}</dd>
                      </>
                    ) : null}
                    {offer.provider.phone ? (
                      <>
                        <dt>Telefon</dt>
                        <dd>{offer.provider.phone}</dd>
                      </>
                    ) : null}
                  </Facts>
                )}
                {other ? (
                  <ChatLine>
                    <Link to={`/chat?with=${other.id}`}>{`Nachricht an ${other.name || 'Gegenüber'} schreiben`}</Link>
                    <OnlineStatus online={other.online_status} />
                  </ChatLine>
                ) : null}
              </Box>
              {!provider && offer.offer_status === 'sent' ? (
                <Actions>
                  <Button onClick={() => setDecision('accept')}>Angebot annehmen</Button>
                  <Button variant="secondary" onClick={() => setDecision('decline')}>
                    Angebot ablehnen
                  </Button>
                </Actions>
              ) : null}
              <ConfirmDialog
                open={decision !== null}
                destructive={decision === 'decline'}
                title={decision === 'accept' ? 'Angebot verbindlich annehmen?' : 'Angebot ablehnen?'}
                confirmLabel={decision === 'accept' ? 'Annehmen' : 'Ablehnen'}
                onCancel={() => setDecision(null)}
                onConfirm={async () => {
                  try {
                    const answer = await decideOffer(offer.id, decision!);
                    notify.success(
                      answer.message ?? (decision === 'accept' ? 'Sie haben das Angebot angenommen.' : 'Sie haben das Angebot abgelehnt.'),
                    );
                    state.reload();
                  } catch (error) {
                    notify.error(errorMessage(error));
                    state.reload();
                  } finally {
                    setDecision(null);
                  }
                }}
              >
                {decision === 'accept'
                  ? `Sie nehmen das Angebot von ${offer.provider.name} über ${offerPrice(offer)} an. Alle anderen Angebote zu dieser Anfrage werden abgelehnt und die Anfrage wird geschlossen.`
                  : 'Der Anbieter wird benachrichtigt. Sie können ein abgelehntes Angebot nicht wieder annehmen.'}
              </ConfirmDialog>
            </>
          );
        }}
      </LoadState>
    </PageContainer>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { messages, type WireShape } from '@marktplatz/shared';
import { FactList } from './FactList';

/** The provider's verified trader data as the API sends them (`trader` of the product and provider page). */
export type TraderData = WireShape<'TraderInfo'>;

export interface TraderInfoProps {
  trader: TraderData;
  /** Heading level of the section's title (default 2). */
  level?: 2 | 3;
}

const Section = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * „Angaben zum Anbieter“ (Art. 30 Abs. 7 DSA): name and legal form, representative, address, phone, e-mail,
 * register entry, VAT ID and the self-certification, on product and provider pages.
 */
export function TraderInfo({ trader, level = 2 }: TraderInfoProps) {
  const titleId = useId();
  const T = messages.trader;
  const Heading = level === 2 ? 'h2' : 'h3';
  const name = trader.legal_form && !trader.name.includes(trader.legal_form) ? `${trader.name} (${trader.legal_form})` : trader.name;
  const register = [trader.register_court, trader.register_number].filter(Boolean).join(', ');
  return (
    <Section aria-labelledby={titleId} data-testid="trader-info">
      <Heading id={titleId}>{T.title}</Heading>
      <FactList>
        <dt>{T.name}</dt>
        <dd>{name}</dd>
        {trader.legal_representative ? (
          <>
            <dt>{T.representedBy}</dt>
            <dd>{trader.legal_representative}</dd>
          </>
        ) : null}
        <dt>{T.address}</dt>
        <dd>{`${trader.street}, ${trader.zip_code} ${trader.city}, ${trader.country}`}</dd>
        <dt>{T.phone}</dt>
        <dd>
          <a href={`tel:${trader.phone.replace(/[^\d+]/g, '')}`}>{trader.phone}</a>
        </dd>
        <dt>{T.email}</dt>
        <dd>
          <a href={`mailto:${trader.email}`}>{trader.email}</a>
        </dd>
        {register ? (
          <>
            <dt>{T.register}</dt>
            <dd>{register}</dd>
          </>
        ) : null}
        {trader.vat_id ? (
          <>
            <dt>{T.vatId}</dt>
            <dd>{trader.vat_id}</dd>
          </>
        ) : null}
        {trader.self_certified ? (
          <>
            <dt>{T.selfCertification}</dt>
            <dd>{trader.self_certification_text}</dd>
          </>
        ) : null}
      </FactList>
    </Section>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { messages, type WireShape } from '@marktplatz/shared';
import { Fact, FactList } from './FactList';

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
        <Fact label={T.name}>{name}</Fact>
        <Fact label={T.representedBy}>{trader.legal_representative}</Fact>
        <Fact label={T.address}>{`${trader.street}, ${trader.zip_code} ${trader.city}, ${trader.country}`}</Fact>
        <Fact label={T.phone}>
          <a href={`tel:${trader.phone.replace(/[^\d+]/g, '')}`}>{trader.phone}</a>
        </Fact>
        <Fact label={T.email}>
          <a href={`mailto:${trader.email}`}>{trader.email}</a>
        </Fact>
        <Fact label={T.register}>{register}</Fact>
        <Fact label={T.vatId}>{trader.vat_id}</Fact>
        {trader.self_certified ? (
          <Fact label={T.selfCertification} empty="">
            {trader.self_certification_text}
          </Fact>
        ) : null}
      </FactList>
    </Section>
  );
}

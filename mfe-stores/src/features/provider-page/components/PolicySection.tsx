import styled from 'styled-components';
import { berlinClock, germanDay, useFetch } from '@marktplatz/shared';
import { LoadState, Muted } from '@marktplatz/shared/kit';
import { getVendorPolicy, type VendorPolicy } from '../api/getVendorPolicy';
import { useReportSettled } from '../lib/settledParts';
import { messages } from '../../../messages';

const T = messages.page;

/** A text with its line breaks as typed. */
const Paragraphs = styled.p`
  white-space: pre-line;
`;

/** Return, shipping and privacy policy of the provider (`api/getVendorPolicy`); `initial`: as the server loaded it. */
export function PolicySection({
  slug,
  initial,
  onSettled,
}: {
  slug: string;
  initial?: VendorPolicy;
  /** Called once the first load has ended (the page shows its parts together). */
  onSettled?: () => void;
}) {
  const policy = useFetch((signal) => getVendorPolicy(slug, signal), [slug], { initial: initial ? () => initial : undefined });
  useReportSettled(policy.data !== undefined || policy.error !== undefined, onSettled);
  return (
    <LoadState state={policy}>
      {(data) => {
        const parts = (
          [
            [T.returnPolicy, data.return_policy],
            [T.shippingPolicy, data.shipping_policy],
            [T.privacyPolicy, data.privacy_policy],
          ] as const
        ).filter(([, text]) => text.trim() !== '');
        if (parts.length === 0) return <Muted>{T.policyEmpty}</Muted>;
        return (
          <>
            {parts.map(([title, text]) => (
              <section key={title}>
                <h3>{title}</h3>
                <Paragraphs>{text}</Paragraphs>
              </section>
            ))}
            {data.updated_at ? <Muted $small>{T.policyUpdated(germanDay(berlinClock(new Date(data.updated_at))))}</Muted> : null}
          </>
        );
      }}
    </LoadState>
  );
}

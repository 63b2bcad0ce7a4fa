import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../messages';
import { Container } from '../ui';
import { usePageTitle } from '../usePageTitle';

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.xxl} 0;
  h1 {
    max-width: 18ch;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Lead = styled.p`
  max-width: 56ch;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const CallToAction = styled(Link)<{ $secondary?: boolean }>`
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
    background: ${({ theme, $secondary }) => ($secondary ? theme.colors.secondary : theme.colors.primaryHover)};
  }
`;

const Teasers = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const Teaser = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const ProviderBand = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  a {
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

/** The landing page: a light hero and teasers into the areas (the editorial issue replaces the content). */
export function LandingPage() {
  usePageTitle(messages.titles.landing);
  const text = messages.landing;
  return (
    <>
      <Hero aria-labelledby="landing-heading">
        <Container>
          <h1 id="landing-heading">{text.heading}</h1>
          <Lead>{text.lead}</Lead>
          <Actions>
            <CallToAction to="/shop">{text.primary}</CallToAction>
            <CallToAction to="/provider-search" $secondary>
              {text.secondary}
            </CallToAction>
          </Actions>
        </Container>
      </Hero>
      <Container>
        <Teasers aria-labelledby="teasers-heading">
          <h2 id="teasers-heading">{text.teasersHeading}</h2>
          <Grid>
            {text.teasers.map((teaser) => (
              <li key={teaser.to}>
                <Teaser to={teaser.to}>
                  <strong>{teaser.title}</strong>
                  <span>{teaser.text}</span>
                </Teaser>
              </li>
            ))}
          </Grid>
        </Teasers>
        <ProviderBand aria-labelledby="provider-heading">
          <h2 id="provider-heading">{text.providerHeading}</h2>
          <p>{text.providerText}</p>
          <Link to="/become-a-provider">{text.providerLink}</Link>
        </ProviderBand>
      </Container>
    </>
  );
}

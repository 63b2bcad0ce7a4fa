import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setReachability } from '../navigation';
import { renderWithTheme } from '../test/render';
import { nextStepOf, RefusalMessage } from './index';

const NOT_VERIFIED =
  'Bevor Sie veröffentlichen können, müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA). Bitte vervollständigen Sie sie unter /account/onboarding.';
const LIMIT =
  'Der kostenlose Grundtarif (ohne Paket) erlaubt höchstens 5 Standorte; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter /account/packages.';

const show = (message: string) =>
  renderWithTheme(
    <MemoryRouter>
      <p data-testid="refusal">
        <RefusalMessage message={message} />
      </p>
    </MemoryRouter>,
  );

afterEach(() => setReachability(null));

describe('RefusalMessage', () => {
  it('turns the onboarding path of a refusal into the link „Jetzt Angaben vervollständigen“', () => {
    show(NOT_VERIFIED);
    expect(screen.getByRole('link', { name: 'Jetzt Angaben vervollständigen' })).toHaveAttribute('href', '/account/onboarding');
    expect(screen.getByTestId('refusal')).toHaveTextContent(
      'Bevor Sie veröffentlichen können, müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA). Jetzt Angaben vervollständigen',
    );
    expect(screen.getByTestId('refusal')).not.toHaveTextContent('/account/onboarding');
  });

  it('links a reached limit to the packages with „Größeres Paket wählen“', () => {
    show(LIMIT);
    expect(screen.getByRole('link', { name: 'Größeres Paket wählen' })).toHaveAttribute('href', '/account/packages');
    expect(screen.getByTestId('refusal')).toHaveTextContent('erlaubt höchstens 5 Standorte; diese Grenze ist erreicht.');
  });

  it('shows other messages, and paths the site does not offer yet, as plain text', () => {
    show('Bitte geben Sie eine gültige Postleitzahl an.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    setReachability((path) => path !== '/account/packages');
    show(LIMIT);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(nextStepOf(LIMIT)?.path).toBe('/account/packages');
    expect(nextStepOf(undefined)).toBeNull();
  });
});

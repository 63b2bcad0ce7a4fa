import { screen } from '@testing-library/react';
import { Button } from '../ui/Button';
import { renderWithTheme } from '../test/render';
import { FormEnd, FormRefusal } from './index';

describe('FormEnd', () => {
  it('shows no alert before a refusal and the submit button with its label', () => {
    renderWithTheme(<FormEnd error={undefined} label="Speichern" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveAttribute('type', 'submit');
  });

  it('shows the server refusal as an alert and disables the button while submitting', () => {
    renderWithTheme(<FormEnd error="Nicht erlaubt." submitting label="Speichern" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht erlaubt.');
    expect(screen.getByRole('button', { name: /Speichern/ })).toBeDisabled();
  });

  it('puts further buttons beside the submit button', () => {
    renderWithTheme(
      <FormEnd
        error={undefined}
        label="Senden"
        variant="danger"
        secondary={
          <Button type="button" variant="secondary">
            Abbrechen
          </Button>
        }
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Senden', 'Abbrechen']);
  });

  it('shows a refusal standing above the fields on its own, and nothing without one', () => {
    const { rerender } = renderWithTheme(<FormRefusal error={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormRefusal error="Der Zeitraum ist ungültig." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Zeitraum ist ungültig.');
  });

  it('gives the submit button the test id a journey presses it by', () => {
    renderWithTheme(<FormEnd error={undefined} label="Senden" testId="contact-submit" />);
    expect(screen.getByTestId('contact-submit')).toHaveAttribute('type', 'submit');
  });

  it('shows a list of refused items one message a line, and a partial refusal as a warning', () => {
    const { rerender } = renderWithTheme(<FormRefusal error={['Auszahlung 3 ist bezahlt.', 'Auszahlung 4 ist bezahlt.']} />);
    expect(screen.getByRole('alert').children).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Auszahlung 3 ist bezahlt.Auszahlung 4 ist bezahlt.');
    rerender(<FormRefusal error={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormRefusal error="Einige Tage wurden nicht gespeichert." tone="warning" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Einige Tage wurden nicht gespeichert.');
  });
});

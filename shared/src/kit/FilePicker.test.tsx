import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../test/render';
import { FilePicker } from './index';

const file = (name: string, type = 'image/png') => new File(['x'], name, { type });

describe('FilePicker', () => {
  it('is an input named by its label, drawn as „Datei auswählen“ with „Keine Datei ausgewählt“ beside it', () => {
    renderWithTheme(<FilePicker id="beleg" label="Beleg" status={null} onChange={() => undefined} />);
    const input = screen.getByLabelText('Beleg');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByText('Datei auswählen')).toHaveAttribute('for', 'beleg');
    const status = screen.getByText('Keine Datei ausgewählt');
    expect(status).toHaveAttribute('id', 'beleg-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the chosen file’s name and marks the input invalid and described', () => {
    renderWithTheme(
      <FilePicker id="beleg" label="Beleg" status="rechnung.pdf" describedBy="beleg-hint beleg-error" invalid onChange={() => undefined} />,
    );
    const input = screen.getByLabelText('Beleg');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'beleg-hint beleg-error');
    expect(screen.getByText('rechnung.pdf')).toBeInTheDocument();
  });

  it('takes its name from the button text without a label, and shows no status unless given', () => {
    renderWithTheme(<FilePicker id="bilder" multiple buttonText="Bilder auswählen" testId="bilder-input" onChange={() => undefined} />);
    const input = screen.getByLabelText('Bilder auswählen');
    expect(input).toBe(screen.getByTestId('bilder-input'));
    expect(input).toHaveAttribute('multiple');
    expect(screen.queryByText('Keine Datei ausgewählt')).not.toBeInTheDocument();
  });

  it('says „Dateien auswählen“ for several files by default', () => {
    renderWithTheme(<FilePicker id="bilder" multiple onChange={() => undefined} />);
    expect(screen.getByLabelText('Dateien auswählen')).toHaveAttribute('multiple');
  });

  it('hands every chosen file to onChange, and an empty list when the choice is cancelled', async () => {
    const onChange = jest.fn();
    renderWithTheme(<FilePicker id="bilder" multiple accept=".png" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Dateien auswählen');
    await userEvent.upload(input, [file('a.png'), file('b.png')]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.png' })]);
    fireEvent.change(input, { target: { files: null } });
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('gives the caller the input (to reset it) and can be disabled', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<FilePicker id="beleg" label="Beleg" inputRef={ref} disabled onChange={() => undefined} />);
    expect(ref.current).toBe(screen.getByLabelText('Beleg'));
    expect(ref.current).toBeDisabled();
  });
});

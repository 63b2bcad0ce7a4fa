import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { FileLinks } from './FileLinks';

describe('FileLinks', () => {
  it('lists each file as a link that opens in a new tab, and nothing without files', () => {
    const { container } = renderWithTheme(
      <>
        <FileLinks label="Fotos" files={[{ id: 1, url: 'https://files.example/1.jpg', text: 'Foto „kratzer.jpg“ öffnen' }]} />
        <FileLinks label="Leer" files={[]} />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Foto „kratzer.jpg“ öffnen' });
    expect(link).toHaveAttribute('href', 'https://files.example/1.jpg');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByRole('list', { name: 'Fotos' })).toBeInTheDocument();
    expect(container.querySelectorAll('ul')).toHaveLength(1);
  });
});

import { render } from '@testing-library/react';
import { linkify, safeHref } from './linkify';

describe('linkify', () => {
  it('turns http(s) and www links into new-tab anchors without access to the page', () => {
    const { container } = render(<p>{linkify('Siehe https://example.com/a?b=1, oder www.marktplatz.de.')}</p>);
    const links = container.querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a?b=1', 'https://www.marktplatz.de/']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(container.textContent).toBe('Siehe https://example.com/a?b=1, oder www.marktplatz.de.');
  });

  it('renders markup as text and never links a javascript: URL', () => {
    const { container } = render(<p>{linkify('<b>fett</b> <img src=x onerror=alert(1)> javascript:alert(1)')}</p>);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('<b>fett</b> <img src=x onerror=alert(1)> javascript:alert(1)');
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });
});

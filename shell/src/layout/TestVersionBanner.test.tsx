import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@marktplatz/shared';
import { registerComposition } from '../federation/remotes';
import { endTestVersionUrl, TestVersionBanner } from './TestVersionBanner';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({})),
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  satisfy: jest.fn(() => true),
}));

const renderBanner = () =>
  render(
    <ThemeProvider>
      <TestVersionBanner />
    </ThemeProvider>,
  );

describe('the test version banner', () => {
  it('names the area and version of the QA link as a labelled region with a status and a way out', () => {
    registerComposition(
      { mfe_shop: 'https://cdn.example/shop/1.4.0-rc.2/mf-manifest.json' },
      {
        environment: 'production',
        areas: { mfe_shop: { version: '1.4.0-rc.2', channel: 'test' } },
        test: { area: 'mfe-shop', version: '1.4.0-rc.2' },
      },
    );
    renderBanner();
    expect(screen.getByRole('region', { name: 'Testversion' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Testversion: mfe-shop 1.4.0-rc.2');
    expect(screen.getByRole('button', { name: 'Testversion beenden' })).toBeInTheDocument();
  });

  it('ends the test version through the server, back on the same page', async () => {
    registerComposition({}, { environment: 'local', areas: {}, test: { area: 'mfe-shop', version: '1.4.0-rc.2' } });
    const navigate = jest.fn();
    window.history.pushState({}, '', '/shop?seite=2');
    render(
      <ThemeProvider>
        <TestVersionBanner navigate={navigate} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Testversion beenden' }));
    expect(navigate).toHaveBeenCalledWith('/shop?seite=2&testversion=aus');
    expect(endTestVersionUrl({ pathname: '/', search: '', hash: '#oben' })).toBe('/?testversion=aus#oben');
  });

  it('is not there without a test version', () => {
    registerComposition({ mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json' }, null);
    const { container } = renderBanner();
    expect(container).toBeEmptyDOMElement();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isGraphqlLoaded, ThemeProvider } from '@marktplatz/shared';
import { RemoteArea } from './RemoteArea';
import { RemoteWidget } from './RemoteWidget';
import { AreaNotDeployedError, loadExposed, resetRemote } from './remotes';

jest.mock('./remotes', () => {
  const actual = jest.requireActual('./remotes');
  return { ...actual, loadExposed: jest.fn(), resetRemote: jest.fn(async () => undefined) };
});

const loadMock = jest.mocked(loadExposed);

function ShopArea() {
  return <div data-area="mfe_shop">Shop geladen</div>;
}

function Throwing(): never {
  throw new Error('kaputt');
}

const renderInTheme = (ui: React.ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('RemoteArea', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the area once its module has loaded', async () => {
    loadMock.mockResolvedValue({ default: ShopArea });
    renderInTheme(<RemoteArea remote="mfe_shop" label="Shop" />);
    expect(await screen.findByText('Shop geladen')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('mfe_shop', 'Area');
  });

  it('renders the area without loading Apollo: the page’s first GraphQL query does', async () => {
    loadMock.mockResolvedValue({ default: ShopArea });
    renderInTheme(<RemoteArea remote="mfe_leads" label="Immobilien" />);
    expect(await screen.findByText('Shop geladen')).toBeInTheDocument();
    expect(isGraphqlLoaded()).toBe(false);
  });

  it('shows the German fallback when the area fails to load, and retry resets the remote and recovers', async () => {
    loadMock.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue({ default: ShopArea });
    renderInTheme(<RemoteArea remote="mfe_shop" label="Shop" />);
    const fallback = await screen.findByTestId('area-fallback');
    expect(fallback).toHaveTextContent('Der Bereich „Shop“ ist gerade nicht erreichbar.');
    await userEvent.click(screen.getByTestId('area-retry'));
    expect(resetRemote).toHaveBeenCalledWith('mfe_shop');
    expect(await screen.findByText('Shop geladen')).toBeInTheDocument();
    expect(screen.queryByTestId('area-fallback')).not.toBeInTheDocument();
  });

  it('shows the fallback when the area throws while rendering', async () => {
    loadMock.mockResolvedValue({ default: Throwing });
    renderInTheme(<RemoteArea remote="mfe_orders" label="Bestellungen" />);
    expect(await screen.findByTestId('area-fallback')).toHaveTextContent('Bestellungen');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  });

  it('says the area is not available in this environment when remotes.json leaves it out', async () => {
    loadMock.mockRejectedValue(new AreaNotDeployedError('mfe_food'));
    renderInTheme(<RemoteArea remote="mfe_food" label="Essen bestellen" />);
    expect(await screen.findByTestId('area-fallback')).toHaveTextContent(
      'Der Bereich „Essen bestellen“ ist in dieser Umgebung nicht verfügbar.',
    );
  });
});

describe('RemoteWidget', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('leaves its slot empty when the widget cannot be loaded', async () => {
    loadMock.mockRejectedValue(new Error('down'));
    const { container } = renderInTheme(
      <div data-testid="slot">
        <RemoteWidget remote="mfe_shop" exposed="CartButton" />
      </div>,
    );
    await screen.findByTestId('slot');
    await waitFor(() => expect(loadMock).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('[data-testid="slot"]')).toBeEmptyDOMElement());
  });

  it('keeps a placeholder of the widget size in its slot and loads the widget only once the browser is idle', async () => {
    const idle: Array<() => void> = [];
    const win = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    win.requestIdleCallback = jest.fn((callback: () => void, options?: { timeout: number }) => {
      expect(options?.timeout).toBe(2000);
      idle.push(callback);
      return idle.length;
    });
    win.cancelIdleCallback = jest.fn();
    try {
      loadMock.mockResolvedValue({ default: () => <span>Warenkorb</span> });
      const { container } = renderInTheme(
        <div data-testid="slot">
          <RemoteWidget remote="mfe_shop" exposed="CartButton" size={40} />
        </div>,
      );
      const placeholder = container.querySelector('[data-widget-placeholder]');
      expect(placeholder).toHaveStyle({ width: '40px', height: '40px' });
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      expect(loadMock).not.toHaveBeenCalled();
      act(() => idle.forEach((callback) => callback()));
      expect(await screen.findByText('Warenkorb')).toBeInTheDocument();
      expect(container.querySelector('[data-widget-placeholder]')).toBeNull();
      expect(loadMock).toHaveBeenCalledWith('mfe_shop', 'CartButton');
    } finally {
      delete win.requestIdleCallback;
      delete win.cancelIdleCallback;
    }
  });

  it('passes its props to the widget', async () => {
    loadMock.mockResolvedValue({ default: ({ label }: { label: string }) => <span>{label}</span> });
    renderInTheme(<RemoteWidget remote="mfe_chat" exposed="ChatLauncher" props={{ label: 'Chat öffnen' }} />);
    expect(await screen.findByText('Chat öffnen')).toBeInTheDocument();
  });
});

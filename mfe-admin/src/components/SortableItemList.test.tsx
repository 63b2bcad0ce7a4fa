import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { SortableItemList } from './SortableItemList';

const ITEMS = [
  { id: 11, title: 'Marktplatz', detail: '/shop' },
  { id: 12, title: 'Anfragen & Angebote', detail: '/leads' },
  { id: 13, title: 'Essen bestellen', detail: '/food-provider-search' },
];

const rect = (top: number): DOMRect =>
  ({ top, bottom: top + 50, left: 0, right: 300, width: 300, height: 50, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

// jsdom lays nothing out: each row gets the place of its index (60 px apart), as the browser would give it.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-sortable-id]');
    if (!row?.parentElement) return rect(0);
    return rect(Array.from(row.parentElement.children).indexOf(row) * 60);
  });
});
afterEach(() => jest.restoreAllMocks());

async function press(element: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('SortableItemList', () => {
  it('moves an entry one place down with the keyboard (Space, Arrow down, Space) and reports the new order', async () => {
    const onReorder = jest.fn();
    renderAt(<SortableItemList label="Kacheln „Bereiche“" items={ITEMS} onReorder={onReorder} />);
    const list = screen.getByRole('list', { name: 'Kacheln „Bereiche“' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('strong')?.textContent),
    ).toEqual(['Marktplatz', 'Anfragen & Angebote', 'Essen bestellen']);

    const handle = screen.getByRole('button', { name: '„Marktplatz“ verschieben' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    expect(screen.getByText('„Marktplatz“ ist jetzt auf Position 2 von 3.')).toBeInTheDocument();
    await press(handle, 'Space');

    expect(onReorder).toHaveBeenCalledWith([12, 11, 13]);
    expect(screen.getByText('„Marktplatz“ abgelegt auf Position 2 von 3.')).toBeInTheDocument();
  });

  it('keeps the order when the move is cancelled with Escape, and says so in German', async () => {
    const onReorder = jest.fn();
    renderAt(<SortableItemList label="Slider" items={ITEMS} onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: '„Essen bestellen“ verschieben' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowUp');
    await press(handle, 'Escape');
    expect(onReorder).not.toHaveBeenCalled();
    expect(screen.getByText('Verschieben abgebrochen. „Essen bestellen“ bleibt an seiner Stelle.')).toBeInTheDocument();
  });

  it('tells screen-reader users how to sort with the keyboard', () => {
    renderAt(<SortableItemList label="Slider" items={ITEMS} onReorder={jest.fn()} />);
    const handle = screen.getByRole('button', { name: '„Marktplatz“ verschieben' });
    const description = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(description).toHaveTextContent('Zum Verschieben Leertaste oder Eingabetaste drücken.');
  });
});

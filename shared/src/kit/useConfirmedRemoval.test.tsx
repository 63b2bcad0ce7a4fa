import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { useConfirmedRemoval } from './useConfirmedRemoval';

interface Entry {
  id: number;
  title: string;
}

/** A list with a delete button per entry and the question as a plain dialog. */
function List({ remove, onRemoved }: { remove: (entry: Entry) => Promise<unknown>; onRemoved: () => void }) {
  const removal = useConfirmedRemoval({ remove, removed: 'Eintrag gelöscht.', onRemoved });
  return (
    <>
      <button type="button" onClick={() => removal.ask({ id: 7, title: 'Betriebsferien' })}>
        Löschen
      </button>
      {removal.pending ? (
        <div role="dialog" aria-label={`${removal.pending.title} löschen?`}>
          <button type="button" onClick={() => void removal.confirm()}>
            Ja, löschen
          </button>
          <button type="button" onClick={removal.cancel}>
            Abbrechen
          </button>
        </div>
      ) : null}
    </>
  );
}

describe('useConfirmedRemoval', () => {
  let success: jest.SpyInstance;
  let failure: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockReturnValue('t');
    failure = jest.spyOn(notify, 'error').mockReturnValue('t');
  });
  afterEach(() => jest.restoreAllMocks());

  it('removes the confirmed entry, then shows the toast, closes the question and reloads', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const onRemoved = jest.fn();
    render(<List remove={remove} onRemoved={onRemoved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith({ id: 7, title: 'Betriebsferien' });
    expect(success).toHaveBeenCalledWith('Eintrag gelöscht.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the question open and shows the refusal as an error toast', async () => {
    const remove = jest.fn().mockRejectedValue({ message: 'Der Standort hat noch offene Termine.' });
    const onRemoved = jest.fn();
    render(<List remove={remove} onRemoved={onRemoved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Der Standort hat noch offene Termine.'));
    expect(success).not.toHaveBeenCalled();
    expect(onRemoved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Betriebsferien löschen?' })).toBeInTheDocument();
  });

  it('removes nothing when the question is cancelled', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    render(<List remove={remove} onRemoved={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });
});

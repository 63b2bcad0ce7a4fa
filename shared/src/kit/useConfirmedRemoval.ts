import { useState } from 'react';
import { errorMessage, notify } from '@marktplatz/shared';

export interface ConfirmedRemovalOptions<Item> {
  /** The call that removes the item. */
  remove: (item: Item) => Promise<unknown>;
  /** The success toast („Standort gelöscht.“). */
  removed: string;
  /** After the toast, e.g. the list's `reload`. */
  onRemoved: () => void;
}

/** A removal that waits for the user's confirmation (`ConfirmDialog`). */
export interface ConfirmedRemoval<Item> {
  /** The item the question is about; null while no question is open (the dialog's `open`). */
  pending: Item | null;
  /** Opens the question about `item`. */
  ask: (item: Item) => void;
  /** Closes the question; nothing is removed. */
  cancel: () => void;
  /**
   * Removes the pending item (the dialog's `onConfirm`; its button shows the loading state until it settles): then the
   * toast, the question closes and `onRemoved` runs. A refusal shows its message as an error toast and the question
   * stays open.
   */
  confirm: () => Promise<void>;
}

/** Asks before removing an item of a list, then removes it and tells the outcome as a toast. */
export function useConfirmedRemoval<Item>({ remove, removed, onRemoved }: ConfirmedRemovalOptions<Item>): ConfirmedRemoval<Item> {
  const [pending, setPending] = useState<Item | null>(null);
  const confirm = async () => {
    if (pending === null) return;
    try {
      await remove(pending);
      notify.success(removed);
      setPending(null);
      onRemoved();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return { pending, ask: (item) => setPending(() => item), cancel: () => setPending(null), confirm };
}

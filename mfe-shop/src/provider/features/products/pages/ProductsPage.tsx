import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ConfirmDialog, errorMessage, notify } from '@marktplatz/shared';
import { Actions } from '@marktplatz/shared/kit';
import { deleteProduct } from '../api/deleteProduct';
import type { ProductRow } from '../../../entities/product';
import { ProductTable, editorPath } from '../components/ProductTable';
import { BulkEditDialog } from '../../bulk';
import { ProviderLayout } from '../../../components/ProviderLayout';
import { messages } from '../../../../messages/provider';

/** `/shop/provider/products`: the list with selection, bulk price/stock update and deletion. */
export default function ProductsPage() {
  const [selected, setSelected] = useState<Map<number, ProductRow>>(new Map());
  const [reloadKey, setReloadKey] = useState(0);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ProductRow[] | null>(null);

  const reload = () => setReloadKey((n) => n + 1);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      for (const product of toDelete) await deleteProduct(product.id);
      notify.success(toDelete.length === 1 ? messages.list.deleted : messages.list.deletedMany(toDelete.length));
      const next = new Map(selected);
      for (const product of toDelete) next.delete(product.id);
      setSelected(next);
      setToDelete(null);
      reload();
    } catch (reason) {
      notify.error(errorMessage(reason));
      setToDelete(null);
      reload();
    }
  };

  const count = selected.size;
  return (
    <ProviderLayout
      title={messages.nav.products}
      actions={
        <Actions>
          <Link to="/shop/provider/products/new">{messages.nav.newProduct}</Link>
          <Link to="/shop/provider/import">{messages.nav.import}</Link>
        </Actions>
      }
    >
      <ProductTable
        reloadKey={reloadKey}
        selection={{ selected, onChange: setSelected }}
        toolbar={
          <Actions aria-live="polite">
            {count > 0 ? <span>{messages.list.selected(count)}</span> : null}
            <Button variant="secondary" disabled={count === 0} onClick={() => setBulkOpen(true)}>
              {messages.list.bulkEdit}
            </Button>
            <Button variant="danger" disabled={count === 0} onClick={() => setToDelete(Array.from(selected.values()))}>
              {messages.list.deleteSelected}
            </Button>
          </Actions>
        }
        rowActions={(row) => (
          <Actions>
            <Link to={editorPath(row)} aria-label={messages.list.editNamed(row.name)}>
              {messages.list.edit}
            </Link>
            <Button variant="link" aria-label={messages.list.deleteNamed(row.name)} onClick={() => setToDelete([row])}>
              {messages.list.delete}
            </Button>
          </Actions>
        )}
      />
      {bulkOpen ? (
        <BulkEditDialog
          open
          products={Array.from(selected.values())}
          onClose={() => setBulkOpen(false)}
          onSaved={() => {
            setBulkOpen(false);
            reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete && toDelete.length > 1 ? messages.list.deleteManyTitle(toDelete.length) : messages.list.deleteTitle}
        confirmLabel={toDelete && toDelete.length > 1 ? messages.list.deleteManyConfirm(toDelete.length) : messages.list.delete}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        <p>
          {toDelete && toDelete.length === 1
            ? messages.list.deleteText(toDelete[0]?.name ?? '')
            : messages.list.deleteManyText(toDelete?.length ?? 0)}
        </p>
      </ConfirmDialog>
    </ProviderLayout>
  );
}

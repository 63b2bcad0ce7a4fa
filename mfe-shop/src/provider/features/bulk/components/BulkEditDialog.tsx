import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import {
  Button,
  composeValidators,
  Dialog,
  messages as sharedMessages,
  notify,
  NumberField,
  toSubmissionErrors,
  type Validator,
  formatCents,
} from '@marktplatz/shared';
import { FormRefusal, Muted } from '@marktplatz/shared/kit';
import { updateBulkProducts, type BulkRowUpdate } from '../api/updateBulkProducts';
import type { ProductRow } from '../../../entities/product';
import { messages } from '../../../../messages/provider';
import { centsOfEuros } from '../../../../lib/money';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding-block: ${({ theme }) => theme.space.sm};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  .fields {
    display: grid;
    gap: 0 ${({ theme }) => theme.space.sm};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  }
`;

type RowValues = { price?: number | string; previous_price?: number | string; stock?: number | string };
type Values = { rows: Record<string, RowValues> };

const nonNegative: Validator = (value) => (typeof value === 'number' && value < 0 ? messages.editor.positive : undefined);
const wholeNumber: Validator = (value) => (typeof value === 'number' && !Number.isInteger(value) ? messages.editor.wholeNumber : undefined);

/** The rows to send: only changed values; products with variants are changed per variant in the editor. */
export function bulkRows(products: readonly ProductRow[], values: Values): BulkRowUpdate[] {
  const result: BulkRowUpdate[] = [];
  for (const product of products) {
    const row = values.rows?.[`p${product.id}`];
    if (!row) continue;
    const update: BulkRowUpdate = { id: product.id };
    if (typeof row.price === 'number') update.price = row.price;
    if (typeof row.previous_price === 'number') update.previous_price = row.previous_price;
    if (typeof row.stock === 'number') update.stock = row.stock;
    if (Object.keys(update).length > 1) result.push(update);
  }
  return result;
}

/** Server field errors `products.<i>.<field>` mapped onto the dialog's rows. */
function mapRowErrors(error: unknown, sent: BulkRowUpdate[]): Record<string, unknown> {
  const base = toSubmissionErrors(error) as Record<string, string>;
  const rows: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(base)) {
    const match = /^products\.(\d+)\.(\w+)$/.exec(key);
    const row = match ? sent[Number(match[1])] : undefined;
    if (match && row?.id !== undefined) {
      rows[`p${row.id}`] = { ...rows[`p${row.id}`], [match[2] as string]: text };
    }
  }
  return { rows, [FORM_ERROR]: base[FORM_ERROR] };
}

/** Bulk price/stock update of the selected products (one transaction on the server). */
export function BulkEditDialog({
  products,
  open,
  onClose,
  onSaved,
}: {
  products: ProductRow[];
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const submit = async (values: Values) => {
    const rows = bulkRows(products, values);
    if (rows.length === 0) return { [FORM_ERROR]: messages.bulk.nothing };
    try {
      const result = await updateBulkProducts(rows);
      notify.success(messages.bulk.saved(result.updated));
      onSaved();
      return undefined;
    } catch (reason) {
      return mapRowErrors(reason, rows);
    }
  };
  return (
    <Form<Values> onSubmit={submit} initialValues={{ rows: {} }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Dialog
          open={open}
          onClose={onClose}
          title={messages.bulk.title}
          size="lg"
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {sharedMessages.cancel}
              </Button>
              <Button type="submit" form="bulk-edit-form" loading={submitting}>
                {messages.bulk.save}
              </Button>
            </>
          }
        >
          <form id="bulk-edit-form" onSubmit={handleSubmit} noValidate>
            <Muted>{messages.bulk.intro}</Muted>
            <FormRefusal error={submitError} />
            <Rows>
              {products.map((product) => {
                const variants = !!product.is_variants;
                return (
                  <li key={product.id}>
                    <h3>
                      {product.name}{' '}
                      <small>
                        ({product.sku} · {formatCents(centsOfEuros(product.price))} · {product.stock})
                      </small>
                    </h3>
                    {variants ? (
                      <Muted>{messages.editor.variantsHint}</Muted>
                    ) : (
                      <div className="fields">
                        <NumberField
                          name={`rows.p${product.id}.price`}
                          label={messages.bulk.price}
                          placeholder={String(product.price).replace('.', ',')}
                          validate={nonNegative}
                        />
                        <NumberField
                          name={`rows.p${product.id}.previous_price`}
                          label={messages.bulk.previousPrice}
                          validate={nonNegative}
                        />
                        <NumberField
                          name={`rows.p${product.id}.stock`}
                          label={messages.bulk.stock}
                          placeholder={String(product.stock)}
                          validate={composeValidators(nonNegative, wholeNumber)}
                        />
                      </div>
                    )}
                  </li>
                );
              })}
            </Rows>
          </form>
        </Dialog>
      )}
    </Form>
  );
}

import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Spinner,
  Table,
  Textarea,
  errorMessage,
  formatDateTime,
  notify,
  useFetch,
  type TableColumn,
  formatCents,
} from '@marktplatz/shared';
import { Actions, Amount, Fact, FactList, Muted, SectionTitle, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { deactivateBundleRequest } from '../api/deactivateBundleRequest';
import { deleteBundleRequest } from '../api/deleteBundleRequest';
import { deleteBundleRequestWithMail } from '../api/deleteBundleRequestWithMail';
import { getBundleRequest } from '../api/getBundleRequest';
import { updateBundleRequestStatus } from '../api/updateBundleRequestStatus';
import type { BundleItem, BundleRequest } from '../types';
import { BundleStatusBadge } from '../components/BundleStatusBadge';
import { ProviderLayout, announceBundleRequestsChanged } from '../../../components/ProviderLayout';
import { messages } from '../../../../messages/provider';
import { Contents } from '../../../../lib/ui';
import { centsOfEuros } from '../../../../lib/money';

const t = messages.bundles;

const Shares = styled(FactList)`
  margin-top: 1rem;
`;

const SpacedActions = styled(Actions)`
  margin-top: 1rem;
`;

type Pending = 'confirm' | 'reject' | 'deactivate' | 'delete' | null;

/** What the signed-in provider may do with a request in its status (api/src/modules/bundle/README.md). */
export function allowedActions(request: Pick<BundleRequest, 'status' | 'direction'>): Exclude<Pending, null>[] {
  const incoming = request.direction === 'incoming';
  switch (request.status) {
    case 'requested':
      return incoming ? ['confirm', 'reject', 'delete'] : ['delete'];
    case 'confirmed':
      return ['deactivate', 'delete'];
    case 'inactivated':
      return incoming ? ['confirm', 'delete'] : ['delete'];
    case 'rejected':
      return ['delete'];
    default:
      return [];
  }
}

/** `/shop/provider/bundles/:requestId`: the request with its bundle; confirm, reject, deactivate, delete. */
export default function BundleDetailPage() {
  const { requestId } = useParams();
  const id = Number(requestId);
  const reasonId = useId();
  const state = useFetch((signal) => getBundleRequest(id, signal), [id]);
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const request = state.data;

  const act = async () => {
    if (!request || !pending) return;
    try {
      let message: string | undefined;
      if (pending === 'confirm') message = (await updateBundleRequestStatus(request.id, 'confirmed')) ?? t.confirmed;
      if (pending === 'reject') message = (await updateBundleRequestStatus(request.id, 'rejected')) ?? t.rejected;
      if (pending === 'deactivate') message = (await deactivateBundleRequest(request.id, reason.trim())) ?? t.deactivated;
      if (pending === 'delete') {
        message =
          request.status === 'rejected'
            ? ((await deleteBundleRequest(request.id)) ?? t.deletedDone)
            : ((await deleteBundleRequestWithMail(request.id, reason.trim())) ?? t.deletedDone);
      }
      notify.success(message ?? t.confirmed);
      setPending(null);
      setReason('');
      state.reload();
      announceBundleRequestsChanged();
    } catch (reason) {
      notify.error(errorMessage(reason));
      setPending(null);
    }
  };

  const columns: TableColumn<BundleItem>[] = [
    {
      key: 'product',
      header: t.product,
      render: (item) => (item.variant_name ? `${item.product_name} (${item.variant_name})` : item.product_name),
    },
    { key: 'provider', header: t.provider, render: (item) => item.company_name },
    { key: 'qty', header: t.qty, align: 'end', render: (item) => item.qty },
    {
      key: 'regular',
      header: t.regularPrice,
      align: 'end',
      render: (item) => <Amount>{formatCents(centsOfEuros(item.regular_price))}</Amount>,
    },
    { key: 'unit', header: t.unitPrice, align: 'end', render: (item) => <Amount>{formatCents(item.unit_price_cents)}</Amount> },
  ];

  const dialogs: Record<Exclude<Pending, null>, { title: string; text: string; label: string; destructive: boolean; reason: boolean }> = {
    confirm: { title: t.confirmTitle, text: t.confirmText, label: t.confirm, destructive: false, reason: false },
    reject: { title: t.rejectTitle, text: t.rejectText, label: t.reject, destructive: true, reason: false },
    deactivate: { title: t.deactivateTitle, text: t.deactivateText, label: t.deactivate, destructive: true, reason: true },
    delete: {
      title: t.deleteTitle,
      text: request?.status === 'rejected' ? t.deleteRejectedText : t.deleteText,
      label: t.delete,
      destructive: true,
      reason: request?.status !== 'rejected',
    },
  };
  const labels: Record<Exclude<Pending, null>, string> = {
    confirm: t.confirm,
    reject: t.reject,
    deactivate: t.deactivate,
    delete: t.delete,
  };

  return (
    <ProviderLayout
      title={request ? t.detailTitle(request.bundle.name) : t.title}
      actions={<Link to="/shop/provider/bundles">{t.back}</Link>}
    >
      {state.loading && !request ? <Spinner block /> : null}
      {state.error !== undefined ? <ErrorState error={state.error} onRetry={state.reload} /> : null}
      {request ? (
        <>
          <Card>
            <FactList $labelMin="0" $spaced>
              <dt>{t.status}</dt>
              <dd>
                <BundleStatusBadge status={request.status} />
              </dd>
              <dt>{t.from}</dt>
              <dd>{request.sender.company_name}</dd>
              <dt>{t.to}</dt>
              <dd>{request.receiver.company_name}</dd>
              <dt>{t.date}</dt>
              <dd>{formatDateTime(request.created_at)}</dd>
              <dt>{t.price}</dt>
              <dd>
                {formatCents(request.bundle.price_cents)}{' '}
                <Muted as="span">
                  ({t.sum}: {formatCents(request.bundle.regular_price_cents)})
                </Muted>
              </dd>
              <Fact label={t.message}>{request.message}</Fact>
              <Fact label={t.reason}>{request.reason}</Fact>
            </FactList>
            <SectionTitle as="h2">{t.items}</SectionTitle>
            <Table columns={columns} rows={request.bundle.items} getRowKey={(item) => item.id} caption={t.items} />
            {request.bundle.shares.length > 0 ? (
              <Shares $labelMin="0" $spaced>
                {request.bundle.shares.map((share) => (
                  <Contents key={share.provider_id}>
                    <dt>{t.share(share.company_name)}</dt>
                    <dd>{formatCents(share.amount_cents)}</dd>
                  </Contents>
                ))}
              </Shares>
            ) : null}
          </Card>
          <SpacedActions>
            {allowedActions(request).map((action) => (
              <Button
                key={action}
                variant={action === 'confirm' ? 'primary' : action === 'delete' ? 'danger' : 'secondary'}
                onClick={() => setPending(action)}
              >
                {labels[action]}
              </Button>
            ))}
          </SpacedActions>
          {pending ? (
            <ConfirmDialog
              open
              title={dialogs[pending].title}
              confirmLabel={dialogs[pending].label}
              destructive={dialogs[pending].destructive}
              onCancel={() => setPending(null)}
              onConfirm={act}
            >
              <p>{dialogs[pending].text}</p>
              {dialogs[pending].reason ? (
                <Toolbar>
                  <ToolbarField id={reasonId} grow label={t.reasonLabel}>
                    <Textarea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
                  </ToolbarField>
                </Toolbar>
              ) : null}
            </ConfirmDialog>
          ) : null}
        </>
      ) : null}
    </ProviderLayout>
  );
}

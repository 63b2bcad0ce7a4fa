import { useState } from 'react';
import { Form } from 'react-final-form';
import { Card, formatDateTime, notify, Spinner, toSubmissionErrors, useFetch } from '@marktplatz/shared';
import { ButtonLink, FormEnd, LoadState, Muted } from '@marktplatz/shared/kit';
import { getPublicPageSlug } from '../api/getPublicPageSlug';
import { getVendorPolicies, type VendorPolicies } from '../api/getVendorPolicies';
import { getVendorPolicyTemplates, type VendorPolicyKind, type VendorPolicyTemplate } from '../api/getVendorPolicyTemplates';
import { setVendorPolicies } from '../api/setVendorPolicies';
import { PolicyField, type PolicyName } from '../components/PolicyField';
import { policyMessages as t } from '../messages';
import { AccountLayout } from '../../../lib/AccountLayout';

type PolicyValues = Record<PolicyName, string>;

const POLICY_KINDS: Record<PolicyName, VendorPolicyKind> = {
  return_policy: 'return',
  shipping_policy: 'shipping',
  privacy_policy: 'privacy',
};
const NAMES = Object.keys(POLICY_KINDS) as PolicyName[];

const valuesOf = (policies: VendorPolicies): PolicyValues => ({
  return_policy: policies.return_policy,
  shipping_policy: policies.shipping_policy,
  privacy_policy: policies.privacy_policy,
});

const trimmed = (values: Partial<PolicyValues>): PolicyValues => ({
  return_policy: (values.return_policy ?? '').trim(),
  shipping_policy: (values.shipping_policy ?? '').trim(),
  privacy_policy: (values.privacy_policy ?? '').trim(),
});

function PoliciesForm({ policies, templates }: { policies: VendorPolicies; templates: readonly VendorPolicyTemplate[] | undefined }) {
  const [saved, setSaved] = useState(policies);
  const initialValues = valuesOf(saved);
  const isEmpty = NAMES.every((name) => initialValues[name].trim() === '');

  const submit = async (values: Partial<PolicyValues>) => {
    try {
      const answer = await setVendorPolicies(trimmed(values));
      setSaved(answer.policies);
      notify.success(t.saved);
      return undefined;
    } catch (failure) {
      return toSubmissionErrors(failure, { generalOnlyWithoutFields: true });
    }
  };

  return (
    <Form<Partial<PolicyValues>> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, dirty }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t.title}>
          {isEmpty ? <Muted role="status">{t.empty}</Muted> : null}
          {saved.updated_at ? <Muted $small>{t.lastSaved(formatDateTime(saved.updated_at))}</Muted> : null}
          {NAMES.map((name) => (
            <PolicyField key={name} name={name} templates={templates?.filter((template) => template.kind === POLICY_KINDS[name])} />
          ))}
          {dirty ? <Muted $small>{t.unsaved}</Muted> : null}
          <FormEnd error={submitError} submitting={submitting} label={t.save} />
        </form>
      )}
    </Form>
  );
}

/** `/account/rechtstexte` (providers): return, shipping and privacy policy of the shop, from templates if wished. */
export default function PoliciesPage() {
  const policies = useFetch((signal) => getVendorPolicies(signal), []);
  const templates = useFetch((signal) => getVendorPolicyTemplates(signal), []);
  const slug = useFetch((signal) => getPublicPageSlug(signal), []);

  return (
    <AccountLayout
      title={t.title}
      actions={slug.data ? <ButtonLink to={`/provider-detail/${slug.data}?preview=1`}>{t.publicPage}</ButtonLink> : undefined}
    >
      <Card>
        <Muted>{t.intro}</Muted>
        <LoadState state={policies}>
          {(data) =>
            templates.loading && templates.data === undefined ? (
              <Spinner block />
            ) : (
              <PoliciesForm policies={data} templates={templates.data} />
            )
          }
        </LoadState>
      </Card>
    </AccountLayout>
  );
}

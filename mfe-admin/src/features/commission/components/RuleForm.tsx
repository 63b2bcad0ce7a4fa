import { useRef, useState } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, Dialog, FieldShell, Input, SelectField, TextareaField, TextField, fieldError, notify } from '@marktplatz/shared';
import { FormEnd, FormGrid, FormRefusal, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { createRule } from '../api/createRule';
import type { CommissionRule, CommissionRules, NewRule, RuleScope, RuleType } from '../api/types';
import { berlinToday, commissionMessages, parsePercent, percentText, targetKey, type RuleTarget } from '../messages';
import { ProviderPicker, type PickedProvider } from './ProviderPicker';

const t = commissionMessages.form;
const SCOPES: RuleScope[] = ['default', 'type', 'category', 'provider'];
const FIELDS = ['scope', 'type', 'category_id', 'provider_id', 'percent', 'valid_from', 'reason'] as const;

interface Values {
  scope: RuleScope;
  type?: RuleType;
  category_id?: string;
  provider_id?: PickedProvider | null;
  percent?: string;
  valid_from?: string;
  reason?: string;
}

interface Pending {
  text: string;
  later: string | null;
}

/** The rate that applies to the target on `day` (its latest rule from that day or before) and the next one after. */
function neighbours(rules: CommissionRule[], key: string, on: string) {
  const own = rules
    .filter((rule) => targetKey(rule) === key)
    .sort((a, b) => (a.valid_from < b.valid_from ? -1 : a.valid_from > b.valid_from ? 1 : 0));
  const before = own.filter((rule) => rule.valid_from <= on).at(-1) ?? null;
  const after = own.find((rule) => rule.valid_from > on) ?? null;
  return { before, after };
}

/** The checks before the confirmation (the same German texts as the API's). */
function check(values: Values, today: string): Partial<Record<(typeof FIELDS)[number], string>> {
  const next: Partial<Record<(typeof FIELDS)[number], string>> = {};
  if (values.scope === 'type' && !values.type) next.type = t.typeRequired;
  if (values.scope === 'category' && !values.category_id) next.category_id = t.categoryRequired;
  if (values.scope === 'provider' && !values.provider_id) next.provider_id = t.providerRequired;
  const parsed = parsePercent(values.percent ?? '');
  if (!parsed.ok) next.percent = parsed.message;
  const validFrom = values.valid_from ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validFrom)) next.valid_from = t.validFromRequired;
  else if (validFrom < today) next.valid_from = t.validFromPast;
  if ((values.reason ?? '').trim().length < 5) next.reason = t.reasonRequired;
  return next;
}

/** The API's refusal: each named field its message; the general message only when no field is named. */
function refusal(failure: unknown): SubmissionErrors {
  if (!(failure instanceof AdminFailure)) return { [FORM_ERROR]: messages.errors.generic };
  const next: SubmissionErrors = {};
  for (const field of FIELDS) {
    const text = failure.field(field);
    if (text) next[field] = text;
  }
  return Object.keys(next).length > 0 ? next : { [FORM_ERROR]: failure.message };
}

/**
 * „Neuen Satz anlegen“: scope, its target, the rate in German format, the day it starts (default today, Berlin) and
 * the reason. Checked here first, then a confirmation that says what changes; the server's 422 texts go to their fields.
 */
export function RuleForm({ data, onCreated }: { data: CommissionRules; onCreated: () => void }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  /** Settles the submit that waits for the confirmation dialog. */
  const decided = useRef<((confirmed: boolean) => void) | null>(null);
  const [initialValues] = useState<Values>(() => ({ scope: 'category', valid_from: berlinToday() }));

  const today = berlinToday();

  const decide = (confirmed: boolean) => {
    if (!confirmed) setPending(null);
    decided.current?.(confirmed);
    decided.current = null;
  };

  const submit = async (values: Values, form: FormApi<Values>): Promise<SubmissionErrors | undefined> => {
    const parsed = parsePercent(values.percent ?? '');
    if (!parsed.ok) return undefined;
    const { scope, type } = values;
    const categoryId = values.category_id ?? '';
    const provider = values.provider_id ?? null;
    const validFrom = values.valid_from ?? '';
    const rule: NewRule = {
      scope,
      ...(scope === 'type' && type ? { type } : {}),
      ...(scope === 'category' ? { category_id: Number(categoryId) } : {}),
      ...(scope === 'provider' && provider ? { provider_id: provider.id } : {}),
      percent: parsed.text,
      valid_from: validFrom,
      reason: (values.reason ?? '').trim(),
    };
    const target: RuleTarget = {
      scope,
      type: type || null,
      typeLabel: data.types.find((entry) => entry.code === type)?.label ?? null,
      categoryName: data.categories.find((entry) => entry.id === Number(categoryId))?.name ?? null,
      providerName: provider?.name ?? null,
    };
    const key = targetKey({
      scope,
      type: scope === 'type' && type ? type : null,
      category_id: scope === 'category' ? Number(categoryId) : null,
      provider_id: scope === 'provider' && provider ? provider.id : null,
    });
    const { before, after } = neighbours(data.rules, key, rule.valid_from);
    const shown = percentText(parsed.value);
    const c = commissionMessages.confirm;
    const confirmed = await new Promise<boolean>((resolve) => {
      decided.current = resolve;
      setPending({
        text: c.text(rule.valid_from, commissionMessages.targetPhrase(target), shown, before?.percent ?? null),
        later: after ? c.later(after.percent, after.valid_from) : null,
      });
    });
    if (!confirmed) return undefined;
    setBusy(true);
    try {
      await createRule(rule);
      notify.success(c.done(shown, rule.valid_from));
      form.batch(() => {
        form.change('percent', undefined);
        form.change('reason', undefined);
      });
      form.resetFieldState('percent');
      form.resetFieldState('reason');
      onCreated();
      return undefined;
    } catch (failure) {
      return refusal(failure);
    } finally {
      setPending(null);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-commission-form">
      <SectionTitle id="admin-commission-form">{t.title}</SectionTitle>
      <p>{t.intro}</p>
      <Form<Values> onSubmit={submit} initialValues={initialValues} validate={(values) => check(values, today)}>
        {({ handleSubmit, values, submitError, submitFailed, hasValidationErrors, hasSubmitErrors, dirtySinceLastSubmit }) => (
          <form aria-labelledby="admin-commission-form" onSubmit={handleSubmit} noValidate>
            <FormRefusal
              error={
                submitError ||
                (submitFailed && (hasValidationErrors || (hasSubmitErrors && !dirtySinceLastSubmit)) ? t.fixErrors : undefined)
              }
            />
            <FormGrid>
              <SelectField
                id="commission-scope"
                name="scope"
                label={t.scope}
                options={SCOPES.map((value) => ({ value, label: commissionMessages.scopes[value] }))}
                emptyOption={false}
                requiredMark
              />
              {values.scope === 'type' ? (
                <SelectField
                  id="commission-type"
                  name="type"
                  label={t.type}
                  options={data.types.map((entry) => ({ value: entry.code, label: entry.label }))}
                  placeholder={t.choose}
                  requiredMark
                />
              ) : null}
              {values.scope === 'category' ? (
                <SelectField
                  id="commission-category"
                  name="category_id"
                  label={t.category}
                  options={data.categories.map((entry) => ({ value: String(entry.id), label: entry.name }))}
                  placeholder={t.choose}
                  requiredMark
                />
              ) : null}
              {values.scope === 'provider' ? (
                <div className="full">
                  <Field<PickedProvider | null> name="provider_id">
                    {({ input, meta }) => <ProviderPicker value={input.value || null} onChange={input.onChange} error={fieldError(meta)} />}
                  </Field>
                </div>
              ) : null}
            </FormGrid>
            <FormGrid>
              <TextField
                id="commission-percent"
                name="percent"
                label={t.percent}
                hint={t.percentHint}
                requiredMark
                inputMode="decimal"
                autoComplete="off"
              />
              {/* The browser's date picker (ISO value, earliest today): the kit's unbound field frame around it; today from the first render on. */}
              <Field<string> name="valid_from" initialValue={initialValues.valid_from}>
                {({ input, meta }) => {
                  const error = fieldError(meta);
                  const id = 'commission-valid-from';
                  return (
                    <FieldShell
                      id={id}
                      label={t.validFrom}
                      hint={t.validFromHint}
                      error={error}
                      required
                      hintId={`${id}-hint`}
                      errorId={`${id}-error`}
                    >
                      <Input
                        {...input}
                        id={id}
                        type="date"
                        min={today}
                        $invalid={Boolean(error)}
                        aria-invalid={error ? true : undefined}
                        aria-required
                        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
                      />
                    </FieldShell>
                  );
                }}
              </Field>
            </FormGrid>
            <TextareaField id="commission-reason" name="reason" label={t.reason} hint={t.reasonHint} requiredMark rows={2} />
            <FormEnd label={t.submit} />
          </form>
        )}
      </Form>
      <Dialog
        open={pending !== null}
        onClose={() => {
          if (!busy) decide(false);
        }}
        title={commissionMessages.confirm.title}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => decide(false)}>
              {commissionMessages.cancel}
            </Button>
            <Button type="button" loading={busy} onClick={() => decide(true)}>
              {commissionMessages.confirm.submit}
            </Button>
          </>
        }
      >
        {pending ? (
          <>
            <p>{pending.text}</p>
            {pending.later ? <p>{pending.later}</p> : null}
            <p>
              <strong>{commissionMessages.confirm.orders}</strong>
            </p>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}

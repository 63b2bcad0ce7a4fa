import { useState, type FormEvent } from 'react';
import { Button, Dialog, FieldShell, Select, notify } from '@marktplatz/shared';
import { Alert, FormGrid, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea, TextInput } from '../../../lib/Field';
import { messages } from '../../../messages';
import { createRule } from '../api/createRule';
import type { CommissionRule, CommissionRules, NewRule, RuleScope, RuleType } from '../api/types';
import { berlinToday, commissionMessages, parsePercent, percentText, targetKey, type RuleTarget } from '../messages';
import { ProviderPicker, type PickedProvider } from './ProviderPicker';

const t = commissionMessages.form;
const SCOPES: RuleScope[] = ['default', 'type', 'category', 'provider'];
type FieldName = 'scope' | 'type' | 'category_id' | 'provider_id' | 'percent' | 'valid_from' | 'reason';
type Errors = Partial<Record<FieldName | 'form', string>>;

interface Pending {
  rule: NewRule;
  text: string;
  later: string | null;
  percent: string;
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

function selectDescribedBy(id: string, hint: boolean, error: string | undefined) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * „Neuen Satz anlegen“: scope, its target, the rate in German format, the day it starts (default today, Berlin) and
 * the reason. Checked here first, then a confirmation that says what changes; the server's 422 texts go to their fields.
 */
export function RuleForm({ data, onCreated }: { data: CommissionRules; onCreated: () => void }) {
  const [scope, setScope] = useState<RuleScope>('category');
  const [type, setType] = useState<RuleType | ''>('');
  const [categoryId, setCategoryId] = useState('');
  const [provider, setProvider] = useState<PickedProvider | null>(null);
  const [percent, setPercent] = useState('');
  const [validFrom, setValidFrom] = useState(berlinToday());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const today = berlinToday();

  const validate = (): { errors: Errors; rule?: NewRule; target?: RuleTarget; percentValue?: number } => {
    const next: Errors = {};
    if (scope === 'type' && !type) next.type = t.typeRequired;
    if (scope === 'category' && !categoryId) next.category_id = t.categoryRequired;
    if (scope === 'provider' && !provider) next.provider_id = t.providerRequired;
    const parsed = parsePercent(percent);
    if (!parsed.ok) next.percent = parsed.message;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validFrom)) next.valid_from = t.validFromRequired;
    else if (validFrom < today) next.valid_from = t.validFromPast;
    if (reason.trim().length < 5) next.reason = t.reasonRequired;
    if (Object.keys(next).length > 0 || !parsed.ok) return { errors: next };
    const rule: NewRule = {
      scope,
      ...(scope === 'type' && type ? { type } : {}),
      ...(scope === 'category' ? { category_id: Number(categoryId) } : {}),
      ...(scope === 'provider' && provider ? { provider_id: provider.id } : {}),
      percent: parsed.text,
      valid_from: validFrom,
      reason: reason.trim(),
    };
    const target: RuleTarget = {
      scope,
      type: type || null,
      typeLabel: data.types.find((entry) => entry.code === type)?.label ?? null,
      categoryName: data.categories.find((entry) => entry.id === Number(categoryId))?.name ?? null,
      providerName: provider?.name ?? null,
    };
    return { errors: {}, rule, target, percentValue: parsed.value };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate();
    setErrors(checked.errors);
    if (!checked.rule || !checked.target || checked.percentValue === undefined) return;
    const rule = checked.rule;
    const key = targetKey({
      scope,
      type: scope === 'type' && type ? type : null,
      category_id: scope === 'category' ? Number(categoryId) : null,
      provider_id: scope === 'provider' && provider ? provider.id : null,
    });
    const { before, after } = neighbours(data.rules, key, rule.valid_from);
    const shown = percentText(checked.percentValue);
    const c = commissionMessages.confirm;
    setPending({
      rule,
      percent: shown,
      text: c.text(rule.valid_from, commissionMessages.targetPhrase(checked.target), shown, before?.percent ?? null),
      later: after ? c.later(after.percent, after.valid_from) : null,
    });
  };

  const save = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await createRule(pending.rule);
      notify.success(commissionMessages.confirm.done(pending.percent, pending.rule.valid_from));
      setPending(null);
      setPercent('');
      setReason('');
      setErrors({});
      onCreated();
    } catch (failure) {
      setPending(null);
      if (failure instanceof AdminFailure) {
        const fields: FieldName[] = ['scope', 'type', 'category_id', 'provider_id', 'percent', 'valid_from', 'reason'];
        const next: Errors = {};
        for (const field of fields) {
          const text = failure.field(field);
          if (text) next[field] = text;
        }
        if (Object.keys(next).length === 0) next.form = failure.message;
        setErrors(next);
      } else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  const invalid = Object.values(errors).some(Boolean);

  return (
    <section aria-labelledby="admin-commission-form">
      <SectionTitle id="admin-commission-form">{t.title}</SectionTitle>
      <p>{t.intro}</p>
      <form aria-labelledby="admin-commission-form" onSubmit={submit} noValidate>
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : invalid ? (
          <Alert $tone="error" role="alert">
            {t.fixErrors}
          </Alert>
        ) : null}
        <FormGrid>
          <FieldShell
            id="commission-scope"
            label={t.scope}
            error={errors.scope}
            errorId="commission-scope-error"
            hintId="commission-scope-hint"
            required
          >
            <Select
              id="commission-scope"
              value={scope}
              aria-describedby={selectDescribedBy('commission-scope', false, errors.scope)}
              onChange={(event) => {
                setScope(event.target.value as RuleScope);
                setErrors({});
              }}
            >
              {SCOPES.map((value) => (
                <option key={value} value={value}>
                  {commissionMessages.scopes[value]}
                </option>
              ))}
            </Select>
          </FieldShell>
          {scope === 'type' ? (
            <FieldShell
              id="commission-type"
              label={t.type}
              error={errors.type}
              errorId="commission-type-error"
              hintId="commission-type-hint"
              required
            >
              <Select
                id="commission-type"
                value={type}
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={selectDescribedBy('commission-type', false, errors.type)}
                onChange={(event) => setType(event.target.value as RuleType | '')}
              >
                <option value="">{t.choose}</option>
                {data.types.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.label}
                  </option>
                ))}
              </Select>
            </FieldShell>
          ) : null}
          {scope === 'category' ? (
            <FieldShell
              id="commission-category"
              label={t.category}
              error={errors.category_id}
              errorId="commission-category-error"
              hintId="commission-category-hint"
              required
            >
              <Select
                id="commission-category"
                value={categoryId}
                aria-invalid={errors.category_id ? true : undefined}
                aria-describedby={selectDescribedBy('commission-category', false, errors.category_id)}
                onChange={(event) => setCategoryId(event.target.value)}
              >
                <option value="">{t.choose}</option>
                {data.categories.map((entry) => (
                  <option key={entry.id} value={String(entry.id)}>
                    {entry.name}
                  </option>
                ))}
              </Select>
            </FieldShell>
          ) : null}
          {scope === 'provider' ? (
            <div className="full">
              <ProviderPicker value={provider} onChange={setProvider} error={errors.provider_id} />
            </div>
          ) : null}
        </FormGrid>
        <FormGrid>
          <TextInput
            id="commission-percent"
            label={t.percent}
            hint={t.percentHint}
            required
            inputMode="decimal"
            autoComplete="off"
            value={percent}
            error={errors.percent}
            onChange={(event) => setPercent(event.target.value)}
          />
          <TextInput
            id="commission-valid-from"
            label={t.validFrom}
            hint={t.validFromHint}
            required
            type="date"
            min={today}
            value={validFrom}
            error={errors.valid_from}
            onChange={(event) => setValidFrom(event.target.value)}
          />
        </FormGrid>
        <TextArea
          id="commission-reason"
          label={t.reason}
          hint={t.reasonHint}
          required
          rows={2}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit">{t.submit}</Button>
      </form>
      <Dialog
        open={pending !== null}
        onClose={() => {
          if (!busy) setPending(null);
        }}
        title={commissionMessages.confirm.title}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setPending(null)}>
              {commissionMessages.cancel}
            </Button>
            <Button type="button" loading={busy} onClick={() => void save()}>
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

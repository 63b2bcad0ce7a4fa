import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { Button, ConfirmDialog, FieldShell, Select, TextareaField } from '@marktplatz/shared';
import { Muted, Toolbar } from '@marktplatz/shared/kit';
import type { VendorPolicyTemplate } from '../api/getVendorPolicyTemplates';
import { policyMessages as t } from '../messages';

/** The API's limit of each policy text (`api/src/modules/reference/schema.ts`). */
export const POLICY_MAX = 20_000;

export type PolicyName = keyof typeof t.fields;

const lengthRule = (value: unknown) => (typeof value === 'string' && value.trim().length > POLICY_MAX ? t.tooLong(POLICY_MAX) : undefined);

/**
 * One policy: its text with the character count, and the templates of its kind („Vorlage verwenden“). A template
 * replaces a text already written only after a confirmation.
 */
export function PolicyField({ name, templates }: { name: PolicyName; templates: readonly VendorPolicyTemplate[] | undefined }) {
  const form = useForm();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const [chosen, setChosen] = useState('');
  const [replacing, setReplacing] = useState<VendorPolicyTemplate | null>(null);
  const { label, hint } = t.fields[name];
  const text = input.value ?? '';
  const pickerId = `${name}-template`;
  const template = templates?.find((candidate) => String(candidate.id) === chosen);

  const apply = () => {
    if (!template) return;
    if (text.trim() !== '' && text !== template.text) setReplacing(template);
    else form.change(name, template.text);
  };

  return (
    <section>
      <TextareaField
        id={name}
        name={name}
        label={label}
        hint={`${hint} ${t.count(text.trim().length, POLICY_MAX)}`}
        validate={lengthRule}
        rows={10}
        maxLength={POLICY_MAX + 100}
      />
      {templates === undefined ? (
        <Muted $small>{t.templatesFailed}</Muted>
      ) : templates.length === 0 ? (
        <Muted $small>{t.noTemplates}</Muted>
      ) : (
        <Toolbar>
          <FieldShell id={pickerId} label={t.template(label)} hintId={`${pickerId}-hint`} errorId={`${pickerId}-error`}>
            <Select id={pickerId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t.chooseTemplate}</option>
              {templates.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {candidate.name}
                </option>
              ))}
            </Select>
          </FieldShell>
          <Button type="button" variant="secondary" disabled={!template} onClick={apply}>
            {t.useTemplate}
          </Button>
        </Toolbar>
      )}
      <ConfirmDialog
        open={replacing !== null}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        onCancel={() => setReplacing(null)}
        onConfirm={() => {
          if (replacing) form.change(name, replacing.text);
          setReplacing(null);
        }}
      >
        <p>{replacing ? t.confirmText(replacing.name, label) : null}</p>
      </ConfirmDialog>
    </section>
  );
}

import type { ReferenceSegment, ReferenceValue } from '../api/types';
import { referenceMessages as t } from '../messages';

/** One field of a kind's form (all text; numbers are sent as the server converts them). */
export interface KindField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'textarea' | 'select' | 'parent';
  required?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** What the list of one kind shows and edits. */
export interface KindSpec {
  segment: ReferenceSegment;
  fields: readonly KindField[];
  /** The line under the name („kg · 1.000 je kg“). */
  detail: (value: ReferenceValue) => string;
}

const kindOptions = Object.entries(t.policyTemplates.kinds).map(([value, label]) => ({ value, label }));
const field = (value: ReferenceValue, key: string) => (value as unknown as Record<string, unknown>)[key];

export const KINDS: Record<'industries' | 'unitTypes' | 'companyTypes' | 'policyTemplates', KindSpec> = {
  industries: {
    segment: 'industries',
    fields: [
      { name: 'name', label: t.name, type: 'text', required: true },
      { name: 'parent_id', label: t.industries.parent, type: 'parent' },
    ],
    detail: () => '',
  },
  unitTypes: {
    segment: 'unit-types',
    fields: [
      { name: 'name', label: t.name, type: 'text', required: true },
      { name: 'abbreviation', label: t.unitTypes.abbreviation, type: 'text', required: true },
      { name: 'base_unit', label: t.unitTypes.baseUnit, type: 'text', required: true },
      { name: 'units_per_base', label: t.unitTypes.unitsPerBase, type: 'number', required: true },
    ],
    detail: (value) =>
      `${String(field(value, 'abbreviation'))} · ${String(field(value, 'units_per_base'))} je ${String(field(value, 'base_unit'))}`,
  },
  companyTypes: {
    segment: 'company-types',
    fields: [
      { name: 'name', label: t.name, type: 'text', required: true },
      { name: 'long_name', label: t.companyTypes.longName, type: 'text', required: true },
      { name: 'register', label: t.companyTypes.register, type: 'text' },
    ],
    detail: (value) => String(field(value, 'long_name')),
  },
  policyTemplates: {
    segment: 'policy-templates',
    fields: [
      { name: 'kind', label: t.policyTemplates.kind, type: 'select', required: true, options: kindOptions },
      { name: 'name', label: t.name, type: 'text', required: true },
      { name: 'text', label: t.policyTemplates.text, type: 'textarea', required: true },
    ],
    detail: (value) => t.policyTemplates.kinds[field(value, 'kind') as keyof typeof t.policyTemplates.kinds] ?? '',
  },
};

/** The form's starting values of a value (text for every field). */
export function formValues(spec: KindSpec, value: ReferenceValue | null): Record<string, string> {
  return Object.fromEntries(
    spec.fields.map((entry) => {
      const current = value ? field(value, entry.name) : undefined;
      return [entry.name, current === null || current === undefined ? '' : String(current)];
    }),
  );
}

/** The body to send: empty parent → null. */
export function toInput(spec: KindSpec, values: Record<string, string | undefined>): Record<string, unknown> {
  return Object.fromEntries(
    spec.fields.map((entry) => {
      const raw = values[entry.name] ?? '';
      if (entry.type === 'parent') return [entry.name, raw === '' ? null : Number(raw)];
      return [entry.name, raw];
    }),
  );
}

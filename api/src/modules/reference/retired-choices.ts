import type { Executor } from '../../db/client';
import { companyTypes, industries, unitTypes } from '../../db/schema/reference';
import { newlyChosenRetired, retirable, retiredChoiceMessage } from '../../lib/retirable';
import type { ReferenceUsageKind } from './usage';

/**
 * The write-side of retiring (other modules' forms, through `public.ts`): a retired value cannot be chosen anew, but a
 * record that already has it may be saved with it unchanged. The pickers leave it out likewise (`pickers.ts`).
 */
const tables = { industry: retirable(industries), unit_type: retirable(unitTypes), company_type: retirable(companyTypes) };

/** The German 422 of a field that chose a retired value of this kind. */
export const RETIRED_CHOICE_MESSAGES: Record<ReferenceUsageKind, string> = {
  industry: retiredChoiceMessage('Diese Branche'),
  unit_type: retiredChoiceMessage('Diese Einheit'),
  company_type: retiredChoiceMessage('Diese Rechtsform'),
};

/** Those of `chosen` (ids of this kind) that are retired and not among the record's earlier values (`kept`), with their names. */
export function retiredChoices(
  db: Executor,
  kind: ReferenceUsageKind,
  chosen: readonly (number | null)[],
  kept: readonly (number | null)[] = [],
): Promise<Array<{ id: number; name: string }>> {
  return newlyChosenRetired(db, tables[kind], chosen, kept);
}

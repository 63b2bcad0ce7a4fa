/** The business rules of the provider screens, as pure functions (unit-tested in rules.test.ts). */

/**
 * Tax list rule (spec 02 §5): when the product's current rate is missing from the list it is added as an
 * extra entry; the list is sorted ascending (duplicates dropped).
 */
export function taxOptions(rates: readonly number[], current?: number | null): number[] {
  const list = rates.filter((rate) => Number.isFinite(rate));
  if (current !== undefined && current !== null && Number.isFinite(current) && !list.includes(current)) list.push(current);
  return Array.from(new Set(list)).sort((a, b) => a - b);
}

/** Euro amount → integer cents (half away from zero, robust against binary fractions). */
export function toCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(6)));
}

/** Cents → euros with two decimals. */
export function toEuros(cents: number): number {
  return cents / 100;
}

/** Gross (with VAT) from net: rounded to whole cents. */
export function grossFromNet(net: number, ratePercent: number): number {
  return toEuros(toCents(net * (1 + ratePercent / 100)));
}

/** Net (without VAT) from gross: rounded to whole cents. */
export function netFromGross(gross: number, ratePercent: number): number {
  return toEuros(toCents(gross / (1 + ratePercent / 100)));
}

/** The VAT share of a gross amount. */
export function taxOfGross(gross: number, ratePercent: number): number {
  return toEuros(toCents(gross) - toCents(netFromGross(gross, ratePercent)));
}

export interface FeatureChoice {
  featureId: number;
  featureName: string;
  values: { id: number; name: string }[];
}

export interface VariantCombination {
  /** `Farbe: Rot / Größe: M` */
  label: string;
  options: { featureId: number; featureName: string; valueId: number; valueName: string }[];
}

/**
 * Variant generation: every combination of the chosen values of every feature that has at least one value
 * chosen (the cartesian product), in the order features and values were given.
 */
export function combineFeatureValues(features: readonly FeatureChoice[]): VariantCombination[] {
  const used = features.filter((feature) => feature.values.length > 0);
  if (used.length === 0) return [];
  let combos: VariantCombination['options'][] = [[]];
  for (const feature of used) {
    const next: VariantCombination['options'][] = [];
    for (const combo of combos) {
      for (const value of feature.values) {
        next.push([...combo, { featureId: feature.featureId, featureName: feature.featureName, valueId: value.id, valueName: value.name }]);
      }
    }
    combos = next;
  }
  return combos.map((options) => ({ options, label: variantLabel(options) }));
}

/** „Farbe: Rot / Größe: M“ */
export function variantLabel(options: readonly { featureName: string; valueName: string }[]): string {
  return options.map((option) => `${option.featureName}: ${option.valueName}`).join(' / ');
}

/** Key of a combination (value ids sorted), to tell which combinations already exist as variants. */
export function combinationKey(valueIds: readonly number[]): string {
  return [...valueIds].sort((a, b) => a - b).join('-');
}

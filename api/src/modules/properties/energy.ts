/**
 * The energy efficiency class of a residential building from its final energy value in kWh/(m²·a), by the table
 * of GEG Anlage 10 (§ 86 GEG; an advert must state it, § 87 GEG): A+ below 30, A below 50, B below 75, C below 100,
 * D below 130, E below 160, F below 200, G below 250, H from 250. The class is always derived from the value — the
 * presenter answers it, the seed and the stored `energy` data use it (migration 0032 corrected stored classes).
 */
export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** Each class below H with the value it stays below. */
export const ENERGY_CLASS_LIMITS: readonly (readonly [upperBound: number, energyClass: EnergyClass])[] = [
  [30, 'A+'],
  [50, 'A'],
  [75, 'B'],
  [100, 'C'],
  [130, 'D'],
  [160, 'E'],
  [200, 'F'],
  [250, 'G'],
];

/** `energyClassOf(29.9)` → `A+`, `energyClassOf(30)` → `A`, `energyClassOf(250)` → `H`. */
export function energyClassOf(kwhPerSquareMetreYear: number): EnergyClass {
  for (const [upperBound, energyClass] of ENERGY_CLASS_LIMITS) {
    if (kwhPerSquareMetreYear < upperBound) return energyClass;
  }
  return 'H';
}

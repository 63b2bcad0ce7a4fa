import type { Database } from '../client';
import { billingPackages } from '../schema';

/**
 * The three packages (net prices per month; 19 % VAT is added on the invoice). Each grants more than the free base
 * tier without a package (`FREE_TIER` in `modules/billing/entitlements.ts`: 200 active products, one lead route,
 * five store locations).
 */
export async function seedBilling(db: Database): Promise<void> {
  await db.insert(billingPackages).values([
    {
      code: 'basis',
      name: 'Basis',
      description: 'Für den Einstieg: bis zu 500 aktive Produkte, drei Anfragestrecken und zehn Standorte.',
      monthlyNetCents: 1900,
      isPremium: false,
      maxActiveProducts: 500,
      maxLeadRoutes: 3,
      maxStoreLocations: 10,
      position: 1,
    },
    {
      code: 'plus',
      name: 'Plus',
      description: 'Für wachsende Anbieter: 2.000 aktive Produkte, zehn Anfragestrecken und 25 Standorte.',
      monthlyNetCents: 4900,
      isPremium: false,
      maxActiveProducts: 2000,
      maxLeadRoutes: 10,
      maxStoreLocations: 25,
      position: 2,
    },
    {
      code: 'premium',
      name: 'Premium',
      description: 'Premium-Abzeichen und bevorzugte Platzierung in der Suche, unbegrenzte Produkte, Anfragestrecken und Standorte.',
      monthlyNetCents: 9900,
      isPremium: true,
      maxActiveProducts: null,
      maxLeadRoutes: null,
      maxStoreLocations: null,
      position: 3,
    },
  ]);
}

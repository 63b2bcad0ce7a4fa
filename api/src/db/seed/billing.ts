import type { Database } from '../client';
import { billingPackages } from '../schema';

/** The three packages (net prices per month; 19 % VAT is added on the invoice). */
export async function seedBilling(db: Database): Promise<void> {
  await db.insert(billingPackages).values([
    {
      code: 'basis',
      name: 'Basis',
      description: 'Für den Einstieg: Ihr Shop mit bis zu 50 aktiven Produkten, eine Anfrage-Route und ein Standort.',
      monthlyNetCents: 1900,
      isPremium: false,
      maxActiveProducts: 50,
      maxLeadRoutes: 1,
      maxStoreLocations: 1,
      position: 1,
    },
    {
      code: 'plus',
      name: 'Plus',
      description: 'Für wachsende Anbieter: 500 aktive Produkte, fünf Anfrage-Routen und drei Standorte.',
      monthlyNetCents: 4900,
      isPremium: false,
      maxActiveProducts: 500,
      maxLeadRoutes: 5,
      maxStoreLocations: 3,
      position: 2,
    },
    {
      code: 'premium',
      name: 'Premium',
      description: 'Premium-Abzeichen und bevorzugte Platzierung in der Suche, unbegrenzte Produkte, Anfrage-Routen und Standorte.',
      monthlyNetCents: 9900,
      isPremium: true,
      maxActiveProducts: null,
      maxLeadRoutes: null,
      maxStoreLocations: null,
      position: 3,
    },
  ]);
}

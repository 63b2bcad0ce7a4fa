import type { IResolvers, MercuriusContext } from 'mercurius';
import { requireAccess } from '../../plugins/graphql';
import { providerOfferCount } from './service';

export const dashboardSchema = `
"Kennzahlen des Anbieter-Dashboards; die Lead-Zahlen füllt das Lead-Modul (bis dahin 0)."
type ProviderOfferCount {
  open_leads_count: Int!
  accepted_leads_count: Int!
  rejected_leads_count: Int!
  requested_leads_count: Int!
  "Summe der Bestellungen in EUR (ohne stornierte)."
  total_order_value: Float!
}

extend type Query {
  "Dashboard-Kennzahlen des angemeldeten Anbieters."
  providerOfferCount: ProviderOfferCount!
}
`;

export const dashboardResolvers: IResolvers = {
  Query: {
    providerOfferCount: (_root: unknown, _args: unknown, context: MercuriusContext) =>
      providerOfferCount(context.db, requireAccess(context, 'provider').id),
  },
};

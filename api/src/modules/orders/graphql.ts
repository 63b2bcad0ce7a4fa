import type { IResolvers, MercuriusContext } from 'mercurius';
import { ValidationError } from '../../http/errors';
import { paginatorInfo } from '../../http/pagination';
import { requireAccess } from '../../plugins/graphql';
import { presentOrderListItem } from './presenters';
import { pageCustomerOrders } from './service';

/** Customer orders per page, as the order list shows them (spec 02 §7: graph query customerOrders, first 5). */
export const schema = `
type CustomerOrderInvoice {
  "Nummer der Teilbestellung des Anbieters (zugleich seine Rechnungsnummer)."
  order_number: String!
  provider_id: Int!
}

type CustomerOrder {
  id: Int!
  order_date: String!
  order_status: String!
  order_status_text: String!
  "Gesamtbetrag in EUR (brutto)."
  order_amount: Float!
  order_amount_cents: Int!
  order_number: String!
  product_names: String!
  "Zahlungsart (so geschrieben wie in der Spezifikation)."
  payment_mothod: String!
  payment_method_code: String!
  payment_status: String!
  payment_status_text: String!
  invoices: [CustomerOrderInvoice!]!
}

type CustomerOrderPaginator {
  data: [CustomerOrder!]!
  paginatorInfo: PaginatorInfo!
}

extend type Query {
  "Eigene Bestellungen des Kunden, neueste zuerst."
  customerOrders(first: Int = 5, page: Int = 1): CustomerOrderPaginator!
}
`;

export const resolvers: IResolvers = {
  Query: {
    customerOrders: async (_root: unknown, args: { first: number | null; page: number | null }, context: MercuriusContext) => {
      const user = requireAccess(context, 'customer');
      const perPage = args.first ?? 5;
      const page = args.page ?? 1;
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) throw ValidationError.field('first', 'first muss zwischen 1 und 100 liegen.');
      if (!Number.isInteger(page) || page < 1 || page > 100_000) throw ValidationError.field('page', 'page muss mindestens 1 sein.');
      const request = { page, perPage };
      const { rows, total } = await pageCustomerOrders(context.db, user.id, request);
      return { data: rows.map(presentOrderListItem), paginatorInfo: paginatorInfo(request, total, rows.length) };
    },
  },
};

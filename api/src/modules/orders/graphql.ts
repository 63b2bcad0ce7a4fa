import type { IResolvers, MercuriusContext } from 'mercurius';
import { ValidationError } from '../../http/errors';
import { paginatorInfo } from '../../http/pagination';
import { requireAccess } from '../../plugins/graphql';
import { DELIVERY_MODES, PAYMENT_STATUSES, VENDOR_ORDER_STATUSES } from '../../db/schema/orders';
import { presentOrderListItem, presentProviderOrderListItem } from './presenters';
import { pageProviderOrders } from './provider';
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

type ProviderOrder {
  id: Int!
  vendor_order_number: String!
  order_number: String!
  order_date: String!
  status: String!
  status_text: String!
  next_statuses: [String!]!
  customer_name: String!
  customer_city: String!
  payment_status: String!
  payment_status_text: String!
  payment_mothod: String!
  delivery_mode: String!
  delivery_mode_text: String!
  items_count: Int!
  product_names: String!
  "Betrag der Teilbestellung in EUR (brutto)."
  total: Float!
  total_cents: Int!
  has_widerruf: Boolean!
}

type ProviderOrderPaginator {
  data: [ProviderOrder!]!
  paginatorInfo: PaginatorInfo!
  "Bruttowert aller Treffer in EUR."
  total_order_value: Float!
}

extend type Query {
  "Eigene Bestellungen des Kunden, neueste zuerst."
  customerOrders(first: Int = 5, page: Int = 1): CustomerOrderPaginator!
  "Eingegangene Teilbestellungen des Anbieters, neueste zuerst (Filter wie REST /ordersByProvider)."
  ordersByProvider(first: Int = 10, page: Int = 1, status: String, payment: String, delivery: String, search: String): ProviderOrderPaginator!
}
`;

export const resolvers: IResolvers = {
  Query: {
    customerOrders: async (_root: unknown, args: { first: number | null; page: number | null }, context: MercuriusContext) => {
      const user = requireAccess(context, 'customer');
      const perPage = args.first ?? 5;
      const page = args.page ?? 1;
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
        throw ValidationError.field('first', 'first muss zwischen 1 und 100 liegen.');
      if (!Number.isInteger(page) || page < 1 || page > 100_000) throw ValidationError.field('page', 'page muss mindestens 1 sein.');
      const request = { page, perPage };
      const { rows, total } = await pageCustomerOrders(context.db, user.id, request);
      return { data: rows.map(presentOrderListItem), paginatorInfo: paginatorInfo(request, total, rows.length) };
    },
    ordersByProvider: async (
      _root: unknown,
      args: {
        first: number | null;
        page: number | null;
        status?: string | null;
        payment?: string | null;
        delivery?: string | null;
        search?: string | null;
      },
      context: MercuriusContext,
    ) => {
      const user = requireAccess(context, 'provider');
      const perPage = args.first ?? 10;
      const page = args.page ?? 1;
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
        throw ValidationError.field('first', 'first muss zwischen 1 und 100 liegen.');
      if (!Number.isInteger(page) || page < 1 || page > 100_000) throw ValidationError.field('page', 'page muss mindestens 1 sein.');
      const pick = <T extends string>(
        value: string | null | undefined,
        allowed: readonly T[],
        field: string,
        message: string,
      ): T | undefined => {
        if (!value) return undefined;
        if (!(allowed as readonly string[]).includes(value)) throw ValidationError.field(field, message);
        return value as T;
      };
      const search = args.search?.trim();
      if (search && (search.length > 100 || search.includes('\u0000')))
        throw ValidationError.field('search', 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.');
      const request = { page, perPage };
      const { rows, total, totalCents } = await pageProviderOrders(
        context.db,
        user.id,
        {
          status: pick(args.status, VENDOR_ORDER_STATUSES, 'status', 'Bitte wählen Sie einen gültigen Bestellstatus.'),
          payment: pick(args.payment, PAYMENT_STATUSES, 'payment', 'Bitte wählen Sie einen gültigen Zahlungsstatus.'),
          delivery: pick(args.delivery, DELIVERY_MODES, 'delivery', 'Bitte wählen Sie „shipping“ (Versand) oder „pickup“ (Abholung).'),
          search: search || undefined,
        },
        request,
      );
      return {
        data: rows.map(presentProviderOrderListItem),
        paginatorInfo: paginatorInfo(request, total, rows.length),
        total_order_value: totalCents / 100,
      };
    },
  },
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { pageQuery, readPage } from '../../http/pagination';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { asc, inArray } from 'drizzle-orm';
import { shopOrderTracks } from '../../db/schema/orders';
import { presentOrderDetail, presentOrderListItem } from './presenters';
import { presentRevocation, widerrufStates } from './revocations';
import { customerOrderByNumber, type OrderWithVendors, pageCustomerOrders } from './service';
import { invoicesOfVendorOrders, presentInvoice } from './invoices';
import { customerOrderSchema, orderListItemSchema } from './schemas';
import { presentTrack } from './tracks';
import { signedInUserId } from '../../plugins/access';
import { orderNumberParams, STATUS_DESCRIPTION, tags } from './route-fields';
import { registerProviderRoutes } from './provider-routes';
import { registerTrackRoutes } from './track-routes';
import { registerWiderrufRoutes } from './widerruf-routes';
import { registerInvoiceRoutes } from './invoice-routes';
import { registerRefundRoutes } from './refund-routes';
import { registerPaymentRoutes } from './payment-routes';
import { registerInvoiceMailRoutes } from './invoice-mail-routes';
import { registerFinanceRoutes } from './finance-routes';

/** The customer's orders (spec 02 §7 "Orders": `api/shop/orders`, `/shop/orders`) and the confirmation page's order. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerLists = pagedRouteGroup(app, { tags, config: { access: 'customer' } });
  const customerExtension = routeGroup(app, { tags, config: { access: 'customer', extension: true } });

  for (const url of ['/api/shop/orders', '/shop/orders']) {
    customerLists({
      method: 'GET',
      url,
      summary: 'Eigene Bestellungen, neueste zuerst (5 je Seite)',
      description: STATUS_DESCRIPTION,
      querystring: pageQuery(5),
      item: orderListItemSchema,
      handler: (request) =>
        readPage(request.query, (page) => pageCustomerOrders(app.db, signedInUserId(request), page), presentOrderListItem),
    });
  }

  customerExtension({
    method: 'GET',
    url: '/shop/order/:order_number',
    summary: 'Eine eigene Bestellung mit Teilbestellungen, Positionen und Zahlungsangaben (Bestätigungsseite)',
    description: STATUS_DESCRIPTION,
    params: orderNumberParams,
    data: customerOrderSchema,
    handler: async (request) =>
      customerOrderView(app.db, app.appConfig, await customerOrderByNumber(app.db, signedInUserId(request), request.params.order_number)),
  });

  registerProviderRoutes(app);
  registerTrackRoutes(app);
  registerWiderrufRoutes(app);
  registerInvoiceRoutes(app);
  registerRefundRoutes(app);
  registerPaymentRoutes(app);
  registerInvoiceMailRoutes(app);
  registerFinanceRoutes(app);
};

export default orderRoutes;

/** The customer's order page: the order detail plus, per vendor order, its tracks and its Widerruf state. */
async function customerOrderView(db: Executor, config: AppConfig, full: OrderWithVendors) {
  const detail = presentOrderDetail(config, full);
  const ids = full.vendorOrders.map((vendor) => vendor.id);
  const tracks = ids.length
    ? await db.select().from(shopOrderTracks).where(inArray(shopOrderTracks.vendorOrderId, ids)).orderBy(asc(shopOrderTracks.id))
    : [];
  const states = await widerrufStates(
    db,
    full.vendorOrders.map((vendor) => ({ vendor, items: vendor.items })),
  );
  const issued = await invoicesOfVendorOrders(db, ids);
  return {
    ...detail,
    vendor_orders: detail.vendor_orders.map((vendor) => ({
      ...vendor,
      invoices: issued.filter((invoice) => invoice.vendorOrderId === vendor.id).map(presentInvoice),
      tracks: tracks.filter((track) => track.vendorOrderId === vendor.id).map(presentTrack),
      widerruf: states.get(vendor.id)?.state ?? null,
      revocations: (states.get(vendor.id)?.revocations ?? []).map(presentRevocation),
    })),
  };
}

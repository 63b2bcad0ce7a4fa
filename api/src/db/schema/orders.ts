import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  pgView,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Status of a provider's part of an order (a vendor order). Transitions (enforced by the orders service):
 * pending → confirmed | cancelled; confirmed → shipped | ready_for_pickup | cancelled;
 * shipped → completed; ready_for_pickup → completed.
 */
export const VENDOR_ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'ready_for_pickup', 'completed', 'cancelled'] as const;
export type VendorOrderStatus = (typeof VENDOR_ORDER_STATUSES)[number];

/** Status of the customer's order, derived from its vendor orders. */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the customer pays what the voucher leaves open (`voucher`: the voucher covered everything). */
export const PAYMENT_METHODS = ['prepayment', 'cash', 'voucher', 'invoice', 'sepa_debit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a vendor order's goods go: shipped to the customer or picked up at the provider's pickup address. */
export const DELIVERY_MODES = ['shipping', 'pickup'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** Cash is paid to the provider: on pickup, or on delivery (by the provider's own delivery or the carrier). */
export const CASH_OPTIONS = ['on_pickup', 'on_delivery'] as const;
export type CashOption = (typeof CASH_OPTIONS)[number];

/** Numbers of customer orders (`MP-<year>-<six digits>`), one sequence across years. */
export const shopOrderNumberSeq = pgSequence('shop_order_number_seq', { startWith: 100, increment: 1 });

/** A copy of an address as it was when the order was placed (orders outlive address book changes). */
export interface OrderAddressSnapshot {
  gender: string;
  first_name: string;
  last_name: string;
  company: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  vat_id?: string | null;
}

/** VAT of an order or vendor order per rate, in cents. */
export interface VatLine {
  rate: number;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
}

/** The customer's order: one per checkout, split into one vendor order per provider. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** The cart the order came from: the unique key makes checkout idempotent. */
    cartKey: uuid('cart_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Bank transfer reference („Verwendungszweck“) for prepayment; the order number. */
    paymentReference: text('payment_reference').notNull(),
    itemsCents: integer('items_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    vat: jsonb('vat').$type<VatLine[]>().notNull(),
    voucherCode: text('voucher_code'),
    voucherCents: integer('voucher_cents').notNull().default(0),
    /** What is still to pay after the voucher (by the payment method). */
    amountDueCents: integer('amount_due_cents').notNull(),
    /**
     * Money received from the customer, the voucher included (the voucher at checkout, the rest when the payment
     * arrives). The payment state is computed from it (`orderPayment` in `lib/money`).
     */
    paidCents: integer('paid_cents').notNull().default(0),
    customerEmail: text('customer_email').notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddressSnapshot>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_orders_order_number_unique').on(table.orderNumber),
    uniqueIndex('shop_orders_cart_key_unique').on(table.cartKey),
    index('shop_orders_user_idx').on(table.userId, table.id),
  ],
);

/** A provider's share of an order: its own items, shipping and totals. */
export const shopVendorOrders = pgTable(
  'shop_vendor_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    /** `MP-2026-000123-1`: the order number and the provider's position in the order. */
    vendorOrderNumber: text('vendor_order_number').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    providerName: text('provider_name').notNull(),
    status: text('status', { enum: VENDOR_ORDER_STATUSES }).notNull().default('pending'),
    deliveryMode: text('delivery_mode', { enum: DELIVERY_MODES }).notNull(),
    shippingMethodId: integer('shipping_method_id'),
    shippingMethodName: text('shipping_method_name').notNull().default(''),
    /** Pickup address text (delivery mode `pickup`). */
    pickupAddress: text('pickup_address'),
    cashOption: text('cash_option', { enum: CASH_OPTIONS }),
    itemsCents: integer('items_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    vat: jsonb('vat').$type<VatLine[]>().notNull(),
    /** The part of the voucher credited to this vendor order. */
    voucherCents: integer('voucher_cents').notNull().default(0),
    amountDueCents: integer('amount_due_cents').notNull(),
    /**
     * Commission rate on the shipping (basis points): the provider's rate for its kind of business (product, food)
     * frozen at checkout (migration 0037; older rows 0). The commission module's README.
     */
    shippingCommissionBp: integer('shipping_commission_bp').notNull().default(0),
    /** When the goods left (status `shipped` or `ready_for_pickup`). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the vendor order was completed (delivered or picked up): the Widerruf period starts here. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_vendor_orders_number_unique').on(table.vendorOrderNumber),
    uniqueIndex('shop_vendor_orders_order_provider_unique').on(table.orderId, table.providerId),
    index('shop_vendor_orders_provider_idx').on(table.providerId, table.id),
    // The provider's list by status, newest first, and the list's totals (count and gross per status, period,
    // delivery) as an index-only scan.
    index('shop_vendor_orders_provider_status_idx').on(
      table.providerId,
      table.status,
      table.id,
      table.createdAt,
      table.deliveryMode,
      table.totalCents,
      table.orderId,
    ),
  ],
);

/** An ordered line: a copy of the product as sold (name, price, VAT), so later product changes leave it alone. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    vendorOrderId: integer('vendor_order_id')
      .notNull()
      .references(() => shopVendorOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    bundleId: integer('bundle_id'),
    productName: text('product_name').notNull(),
    variantLabel: text('variant_label').notNull().default(''),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    lineNetCents: integer('line_net_cents').notNull(),
    lineTaxCents: integer('line_tax_cents').notNull(),
    /** Commission rate of the line (basis points), frozen at checkout: later rule changes never change it (0037). */
    commissionBp: integer('commission_bp').notNull().default(0),
  },
  (table) => [
    index('shop_order_items_order_idx').on(table.orderId),
    index('shop_order_items_vendor_order_idx').on(table.vendorOrderId),
    index('shop_order_items_product_idx').on(table.productId),
  ],
);

/**
 * A step of a vendor order's delivery, written by its provider (spec 02 §3 "Order track": order_id,
 * shop_vendor_order_id, title, detail, tracking_number). A track may move the vendor order on (`status`).
 */
export const shopOrderTracks = pgTable(
  'shop_order_tracks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    vendorOrderId: integer('vendor_order_id')
      .notNull()
      .references(() => shopVendorOrders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    /** Carrier code (`dhl`, `dpd`, `hermes`, `gls`, `ups`, `deutsche_post`, `other`) or null. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The status the vendor order moved to with this track, if any. */
    status: text('status', { enum: VENDOR_ORDER_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_order_tracks_vendor_order_idx').on(table.vendorOrderId, table.id)],
);

/** One line of a Widerruf: the order item and how many of it. */
export interface RevocationLine {
  item_id: number;
  qty: number;
}

/**
 * A consumer's Widerruf declaration (§ 355, § 356a BGB) for one vendor order, received through the button on the
 * order page or the public form. Kept as received: the declaration is the durable record.
 */
export const shopOrderRevocations = pgTable(
  'shop_order_revocations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    vendorOrderId: integer('vendor_order_id')
      .notNull()
      .references(() => shopVendorOrders.id, { onDelete: 'cascade' }),
    /** The logged-in customer who declared it; null through the public form. */
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The revoked lines; every line of the vendor order when the whole vendor order is revoked. */
    lines: jsonb('lines').$type<RevocationLine[]>().notNull(),
    /** What is to be refunded: the revoked lines' gross and, when everything is revoked, the standard shipping. */
    refundCents: integer('refund_cents').notNull(),
    /** `account` (order page) or `public` (/orders/widerruf). */
    channel: text('channel', { enum: ['account', 'public'] }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_order_revocations_vendor_order_idx').on(table.vendorOrderId)],
);

/** What an invoice says, frozen when it is issued (§ 14 Abs. 4 UStG); the PDF is rendered from it. */
export interface InvoiceSnapshot {
  seller: {
    company: string;
    street: string;
    zip: string;
    city: string;
    country: string;
    vat_id: string | null;
    register_number: string | null;
    texts: string[];
    /** § 19 UStG small business: no VAT is charged; the invoice says so instead of VAT lines (absent in older snapshots). */
    small_business?: boolean;
  };
  buyer: OrderAddressSnapshot;
  order_number: string;
  vendor_order_number: string;
  order_date: string;
  /** Date of supply (Lieferdatum/Leistungsdatum): the order date; the goods are supplied in that month. */
  supply_date: string;
  lines: { name: string; qty: number; unit_cents: number; total_cents: number; tax_rate: number }[];
  shipping: { name: string; cents: number } | null;
  vat: VatLine[];
  total_cents: number;
  voucher_cents: number;
  amount_due_cents: number;
  payment_method: string;
  /** For a correction (Rechnungskorrektur): the corrected invoice's number and why. */
  corrects: { number: string; reason: string } | null;
}

export const INVOICE_KINDS = ['invoice', 'correction'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The next invoice number of a provider per year: the row is locked while an invoice is issued, so numbers have no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [uniqueIndex('invoice_counters_provider_year_unique').on(table.providerId, table.year)],
);

/** Invoices and corrections, one invoice per vendor order, issued by its provider. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id),
    vendorOrderId: integer('vendor_order_id')
      .notNull()
      .references(() => shopVendorOrders.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** `RE-2026-00001` (invoice) or `RK-2026-00002` (correction): one gapless series per provider and year. */
    invoiceNumber: text('invoice_number').notNull(),
    sequence: integer('sequence').notNull(),
    year: integer('year').notNull(),
    correctsInvoiceId: integer('corrects_invoice_id'),
    totalCents: integer('total_cents').notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
    /** Key of the PDF in the private file storage; written once, at the first download or mail. */
    pdfKey: text('pdf_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_provider_number_unique').on(table.providerId, table.invoiceNumber),
    uniqueIndex('invoices_provider_year_sequence_unique').on(table.providerId, table.year, table.sequence),
    index('invoices_vendor_order_idx').on(table.vendorOrderId),
    index('invoices_provider_idx').on(table.providerId, table.id),
  ],
);

/**
 * Refund of a vendor order (whole or lines). `requested → accepted → refunded`, `requested → rejected | cancelled`
 * (enforced by the orders service). A Widerruf creates one with reason `widerruf`.
 */
export const REFUND_STATUSES = ['requested', 'accepted', 'refunded', 'rejected', 'cancelled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const shopRefunds = pgTable(
  'shop_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id),
    vendorOrderId: integer('vendor_order_id')
      .notNull()
      .references(() => shopVendorOrders.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    /** What the customer asks for: the lines' gross plus, for a Widerruf of everything, the standard shipping. */
    requestedCents: integer('requested_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** What the provider accepted (at most the requested amount). */
    amountCents: integer('amount_cents'),
    rejectionReason: text('rejection_reason'),
    revocationId: integer('revocation_id').references(() => shopOrderRevocations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('shop_refunds_user_idx').on(table.userId, table.id),
    index('shop_refunds_provider_idx').on(table.providerId, table.id),
    index('shop_refunds_vendor_order_idx').on(table.vendorOrderId),
  ],
);

/** The lines of a refund: order item, pieces and their gross amount. */
export const shopRefundItems = pgTable(
  'shop_refund_items',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => shopRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => shopOrderItems.id),
    qty: integer('qty').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [index('shop_refund_items_refund_idx').on(table.refundId), index('shop_refund_items_item_idx').on(table.orderItemId)],
);

/** Photos of a refund request (private file storage; shown to its customer and provider through signed URLs). */
export const shopRefundPhotos = pgTable(
  'shop_refund_photos',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => shopRefunds.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_refund_photos_refund_idx').on(table.refundId)],
);

/**
 * The retention store of invoices whose customer was erased (DSGVO Art. 17 with § 147 AO / § 14b UStG): the invoice as
 * issued (its frozen snapshot with the buyer's name and address, and its PDF if one was rendered) kept until
 * `retain_until` (end of the tenth calendar year after the issue), while `invoices.snapshot` carries the pseudonym.
 * Read only for a tax audit; no route shows it. Written by the orders module's eraser (migration 0036).
 */
export const invoiceRetention = pgTable(
  'invoice_retention',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id),
    userId: integer('user_id').notNull(),
    originalSnapshot: jsonb('original_snapshot').$type<InvoiceSnapshot>().notNull(),
    pdfKey: text('pdf_key'),
    retainUntil: date('retain_until').notNull(),
    pseudonymisedAt: timestamp('pseudonymised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_retention_retain_until_idx').on(table.retainUntil)],
);

// ---- Read models for other modules (migration 0043) ----------------------------------------------------------------
// Other modules join and filter on these instead of the tables above.

/** Every vendor order with its order's customer, payment method, the customer's name and the address the goods go to. */
export const ordersVendorOrders = pgView('orders_vendor_orders', {
  id: integer('id').notNull(),
  orderId: integer('order_id').notNull(),
  vendorOrderNumber: text('vendor_order_number').notNull(),
  providerId: integer('provider_id').notNull(),
  providerName: text('provider_name').notNull(),
  status: text('status', { enum: VENDOR_ORDER_STATUSES }).notNull(),
  deliveryMode: text('delivery_mode', { enum: DELIVERY_MODES }).notNull(),
  pickupAddress: text('pickup_address'),
  cashOption: text('cash_option', { enum: CASH_OPTIONS }),
  itemsCents: integer('items_cents').notNull(),
  shippingCents: integer('shipping_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  amountDueCents: integer('amount_due_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** The customer who placed the order. */
  customerId: integer('customer_id').notNull(),
  paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
  /** "first last" of the billing address. */
  customerName: text('customer_name').notNull(),
  /** The address snapshot the goods go to: the shipping address, else the billing address. */
  deliveryAddress: jsonb('delivery_address').$type<OrderAddressSnapshot>().notNull(),
}).existing();

/** Every order line with its vendor order, the product's name and the amounts as ordered. */
export const ordersOrderItems = pgView('orders_order_items', {
  id: integer('id').notNull(),
  orderId: integer('order_id').notNull(),
  vendorOrderId: integer('vendor_order_id').notNull(),
  productId: integer('product_id').notNull(),
  variantId: integer('variant_id').notNull(),
  productName: text('product_name').notNull(),
  variantLabel: text('variant_label').notNull(),
  qty: integer('qty').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  lineTotalCents: integer('line_total_cents').notNull(),
}).existing();

import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { shopProductVariants, shopProducts, users, type OrderAddressSnapshot } from '../schema';
import { defaultAddress } from '../../modules/address/service';
import { orderAddressSnapshot } from '../../modules/checkout/public';
import { changeVendorOrderStatus, createOrders, hasPurchased, recordPaymentReceived } from '../../modules/orders/service';
import { createReview } from '../../modules/review/service';
import { priceLines, takeStock } from '../../modules/shop/service';
import { DEMO_CUSTOMER_EMAIL } from './account';

/** The billing snapshot of a demo order: the customer's default billing address, else their name in Berlin. */
async function billingSnapshot(
  db: Executor,
  user: { id: number; email: string; firstName: string; lastName: string },
): Promise<OrderAddressSnapshot> {
  const address = await defaultAddress(db, user.id, 'billing');
  if (address) return { ...orderAddressSnapshot(address), email: address.email || user.email };
  return {
    gender: 'other',
    first_name: user.firstName,
    last_name: user.lastName,
    company: '',
    street: 'Lindenstraße',
    street_number: '5',
    zip: '10969',
    city: 'Berlin',
    country: 'DE',
    email: user.email,
    phone: '',
  };
}

/** How far a demo purchase has got: paid by transfer or in cash, and whether the provider has handed it over. */
export interface DemoPurchaseOptions {
  /** `prepayment` (Vorkasse) or `cash` (on pickup or on delivery, by the product's delivery). Default `prepayment`. */
  paymentMethod?: 'prepayment' | 'cash';
  /**
   * `completed` (default): paid and delivered or picked up. `awaiting_payment`: a prepayment order whose transfer has
   * not arrived yet (vendor order `pending`, payment `pending`).
   */
  stage?: 'completed' | 'awaiting_payment';
}

/**
 * A real purchase of one piece of a product (demo data and tests): priced by the shop, stock taken, the order
 * created by the orders module, then (by default) paid and moved to `completed` through its status transitions.
 */
export async function placeDemoPurchase(db: Executor, userId: number, productId: number, options: DemoPurchaseOptions = {}): Promise<void> {
  const paymentMethod = options.paymentMethod ?? 'prepayment';
  const stage = options.stage ?? 'completed';
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const [variant] = await tx
      .select({ id: shopProductVariants.id })
      .from(shopProductVariants)
      .where(and(eq(shopProductVariants.productId, productId), eq(shopProductVariants.isActive, true)))
      .orderBy(asc(shopProductVariants.position), asc(shopProductVariants.id))
      .limit(1);
    if (!user || !variant) throw new Error(`Demo-Kauf nicht möglich: Nutzer ${userId} oder Produkt ${productId} fehlt.`);
    const [line] = await priceLines(tx, [{ variantId: variant.id, qty: 1 }]);
    if (!line || line.problem !== null || line.providerId === null || line.productId === null) {
      throw new Error(`Demo-Kauf nicht möglich: Produkt ${productId} ist nicht bestellbar (${line?.problem ?? 'unbekannt'}).`);
    }
    const shipping = line.shippingMethods.find((method) => !method.isPickup);
    const pickup = !shipping && line.isPickup;
    await takeStock(tx, [{ variantId: variant.id, qty: 1 }]);
    const billing = await billingSnapshot(tx, user);
    const shippingCents =
      shipping && !(shipping.freeFromCents !== null && line.lineGrossCents >= shipping.freeFromCents) ? shipping.priceCents : 0;
    const { order, vendorOrders } = await createOrders(tx, {
      cartKey: randomUUID(),
      userId: user.id,
      customerEmail: user.email,
      paymentMethod,
      voucher: null,
      billingAddress: billing,
      shippingAddress: pickup ? null : billing,
      termsAcceptedAt: new Date(),
      vendors: [
        {
          providerId: line.providerId,
          providerName: line.providerName,
          deliveryMode: pickup ? 'pickup' : 'shipping',
          shippingMethodId: shipping?.id ?? null,
          shippingMethodName: shipping?.name ?? (pickup ? 'Abholung' : 'Versand'),
          shippingCents,
          pickupAddress: pickup ? line.pickupAddress : null,
          cashOption: paymentMethod === 'cash' ? (pickup ? 'on_pickup' : 'on_delivery') : null,
          lines: [
            {
              productId: line.productId,
              variantId: variant.id,
              bundleId: null,
              productName: line.productName,
              variantLabel: line.variantLabel,
              qty: 1,
              unitPriceCents: line.unitGrossCents,
              taxRate: line.taxRate,
            },
          ],
        },
      ],
    });
    if (stage === 'awaiting_payment') return;
    // Prepayment: the transfer arrives before the provider confirms. Cash: collected on handing over.
    if (paymentMethod === 'prepayment') await recordPaymentReceived(tx, order.id);
    for (const vendorOrder of vendorOrders) {
      for (const next of ['confirmed', pickup ? 'ready_for_pickup' : 'shipped', 'completed'] as const) {
        await changeVendorOrderStatus(tx, vendorOrder.providerId, vendorOrder.id, next);
      }
    }
    if (paymentMethod === 'cash') await recordPaymentReceived(tx, order.id);
  });
}

interface DemoReview {
  rating: number;
  title: string;
  review: string;
}

const DEMO_REVIEWS: DemoReview[] = [
  {
    rating: 5,
    title: 'Rundum zufrieden',
    review: 'Sehr gut verarbeitet und genau wie beschrieben. Die Lieferung kam schnell und sorgfältig verpackt.',
  },
  {
    rating: 4,
    title: 'Gute Qualität',
    review: 'Macht einen soliden Eindruck und erfüllt seinen Zweck. Einen Stern Abzug, weil der Versand etwas gedauert hat.',
  },
  {
    rating: 3,
    title: 'In Ordnung',
    review: 'Für den Preis in Ordnung, die Farbe wirkt in echt aber etwas blasser als auf den Fotos.',
  },
];

/**
 * Demo reviews by the demo customer, each for a product the customer really bought: where no order exists yet, a
 * completed demo order is placed through the orders module first, and the review goes through the review service
 * (which checks `hasPurchased`). One more product is bought but left unreviewed, so the review form can be tried.
 * The reviews carry the seed's time, like the orders they follow (a review never predates its purchase).
 * The demo orders show a realistic mix: completed and paid by transfer, completed and paid in cash, and one recent
 * prepayment order whose transfer is still outstanding (the unreviewed one).
 */
export async function seedReviews(db: Database): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL)).limit(1);
  if (!customer) return;
  const candidates = await db
    .select({ id: shopProducts.id, providerId: shopProducts.providerId })
    .from(shopProducts)
    .where(and(eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt), eq(shopProducts.productType, 'normal')))
    .orderBy(asc(shopProducts.id));
  // One product per provider first, so the demo reviews spread over several shops.
  const rankInProvider = new Map<number, number>();
  const ranked = candidates
    .map((product) => {
      const rank = rankInProvider.get(product.providerId) ?? 0;
      rankInProvider.set(product.providerId, rank + 1);
      return { ...product, rank };
    })
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
  const inStock = [];
  for (const product of ranked) {
    if (inStock.length === DEMO_REVIEWS.length + 1) break;
    const [variant] = await db
      .select({ qty: shopProductVariants.qty })
      .from(shopProductVariants)
      .where(and(eq(shopProductVariants.productId, product.id), eq(shopProductVariants.isActive, true)))
      .orderBy(asc(shopProductVariants.position), asc(shopProductVariants.id))
      .limit(1);
    if (variant && variant.qty > 1) inStock.push(product);
  }
  for (const [index, product] of inStock.entries()) {
    const demo = DEMO_REVIEWS[index];
    const purchase: DemoPurchaseOptions = !demo ? { stage: 'awaiting_payment' } : index === 1 ? { paymentMethod: 'cash' } : {};
    if (!(await hasPurchased(db, customer.id, product.id))) await placeDemoPurchase(db, customer.id, product.id, purchase);
    if (!demo) continue;
    await createReview(db, customer.id, { product_id: product.id, rating: demo.rating, title: demo.title, review: demo.review });
  }
}

import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * What the ledger reads of the vendor orders and refunds its entries point at. The ledger sits below the orders
 * module (orders books sales and refunds through `public.ts`), so it does not import orders: the orders module
 * registers these readers (`linkVendorOrders`) when it loads, and the food module registers which vendor orders are
 * food orders (`linkFoodVendorOrders`).
 */
export interface VendorOrderLinks {
  /** SQL for the completion time of the vendor order with this id (null while it is not completed). */
  completedAt(vendorOrderId: SQLWrapper): SQL<unknown>;
  /** SQL for the vendor order number of the vendor order with this id. */
  number(vendorOrderId: SQLWrapper): SQL<string | null>;
  /** Number, gross total and order time of vendor orders, by id. */
  facts(db: Executor, vendorOrderIds: readonly number[]): Promise<Map<number, VendorOrderFacts>>;
  /** The refunded gross of refunds (the accepted amount, else the requested one), by id. */
  refundCents(db: Executor, refundIds: readonly number[]): Promise<Map<number, number>>;
}

export interface VendorOrderFacts {
  number: string;
  totalCents: number;
  createdAt: Date;
}

/** Which of these vendor orders are food orders. */
export type FoodVendorOrders = (db: Executor, vendorOrderIds: readonly number[]) => Promise<Set<number>>;

let vendorOrders: VendorOrderLinks | undefined;
let foodVendorOrders: FoodVendorOrders | undefined;

export function linkVendorOrders(links: VendorOrderLinks): void {
  vendorOrders = links;
}

export function linkFoodVendorOrders(reader: FoodVendorOrders): void {
  foodVendorOrders = reader;
}

export function vendorOrderLinks(): VendorOrderLinks {
  if (!vendorOrders) throw new Error('Das Bestellmodul hat seine Angaben für das Guthaben nicht angemeldet.');
  return vendorOrders;
}

export function foodVendorOrderReader(): FoodVendorOrders {
  if (!foodVendorOrders) throw new Error('Das Speisenmodul hat seine Bestellungen für das Guthaben nicht angemeldet.');
  return foodVendorOrders;
}

export interface VatLine {
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

export interface CartItem {
  id: number;
  cart_item_id: number;
  variant_id: number;
  product_id: number;
  product_name: string;
  product_slug: string;
  variant_label?: string | null;
  photo?: string | null;
  bundle_id?: number | null;
  bundle_name?: string | null;
  qty: number;
  unit_price: number;
  list_unit_price: number;
  /** § 11 PAngV: lowest price of the 30 days before the reduction (struck price), null without reduction. */
  lowest_price_30_days?: number | null;
  discount_percent?: number | null;
  line_total: number;
  tax_rate: number;
  available_qty: number;
  in_stock: boolean;
  is_pickup?: boolean;
  pickup_address?: string | null;
  problem?: string | null;
  problem_text?: string | null;
}

export interface CartShippingMethod {
  id: number;
  name: string;
  /** Cost for this group's goods (0 when free from the threshold). */
  price: number;
  regular_price?: number;
  free_from?: number | null;
  delivery_time?: string | null;
  is_pickup: boolean;
}

export type DeliveryMode = 'shipping' | 'pickup';
export type CashOption = 'on_pickup' | 'on_delivery';

export interface CartGroup {
  provider_id: number;
  provider_name: string;
  items: CartItem[];
  shipping: {
    delivery_mode: DeliveryMode;
    selected: boolean;
    /** The cheapest delivery was preselected; the customer has not chosen among several ways yet. */
    preselected?: boolean;
    shipping_method_id: number | null;
    name: string | null;
    cost: number;
    pickup_available: boolean;
    pickup_address: string | null;
    methods: CartShippingMethod[];
  };
  cash_payment: CashOption | null;
  subtotal: number;
  total: number;
  vat: VatLine[];
}

export interface Cart {
  cart_key: string | null;
  status: string;
  item_count: number;
  groups: CartGroup[];
  unavailable_items: CartItem[];
  shipping_address_id: number | null;
  billing_address_id: number | null;
  totals: { subtotal: number; shipping: number; total: number; tax: number; net: number };
  vat: VatLine[];
  /** § 19 UStG: set when a provider of the cart is a small business (its part carries no VAT). */
  vat_notice?: string | null;
  has_problems: boolean;
}

// The customer's orders: its pages are routed lazily by Area.tsx (`pages/OrdersPage`, `pages/OrderPage`), nothing else.
export {};

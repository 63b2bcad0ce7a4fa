// The audit feature has no public surface yet (its page is routed by Area.tsx).
export {};

// The start feature has no public surface (its page is routed by Area.tsx).
export {};

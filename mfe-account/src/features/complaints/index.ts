// The complaints feature has no public surface (its pages are routed by Area.tsx).
export {};

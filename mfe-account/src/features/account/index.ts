// The account's own screens (overview, profile, security, deletion): routed lazily by Area.tsx, nothing else.
export {};

// The address books: the page is routed lazily by Area.tsx, nothing else.
export {};

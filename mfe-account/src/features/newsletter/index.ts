// The newsletter status and the unsubscribe link: the pages are routed lazily by Area.tsx, nothing else.
export {};

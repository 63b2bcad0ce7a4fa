// Login, registration and password reset: the pages are routed lazily by Area.tsx, nothing else.
export {};

// The provider's finance figures: its page is routed lazily by Area.tsx (`pages/FinancePage`), nothing else.
export {};

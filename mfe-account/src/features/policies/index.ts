// „Rechtstexte Ihres Shops“: its page is mounted by the area's routes (`Area.tsx`), nothing else.
export {};

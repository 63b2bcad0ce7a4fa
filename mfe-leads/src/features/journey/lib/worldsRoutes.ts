/**
 * The living worlds' two addresses (the same list under two titles): route id (the key of the loader data), path and
 * title, for the server routes (`serverRoutes.tsx`) and the browser's hydration (`hydrate.tsx`) alike — a module of its
 * own, as the server routes bring server code (the structured data) and the hydration browser code.
 */
import { messages } from '../../../messages';

export const WORLDS_ROUTES = [
  { id: 'bauen-wohnen', path: '/bauen-wohnen', title: messages.worlds.buildingAndLiving },
  { id: 'living-worlds', path: '/living_worlds', title: messages.worlds.livingWorlds },
] as const;

import { matchPath } from 'react-router-dom';
import { AREA_ROUTES, type AreaRoute } from './routeTable';

/** The area that owns `pathname`, or null when no area does (then the shell's 404 applies). */
export function findArea(pathname: string): AreaRoute | null {
  return AREA_ROUTES.find((area) => area.patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) ?? null;
}

import { createContext, useContext } from 'react';
import type { StaffRole } from '../../../messages';
import type { StaffMe } from '../api/getMe';

export interface StaffContextValue {
  me: StaffMe;
  /** Whether the credential may use a screen of `role` (`admin` has every role). */
  can: (role: StaffRole) => boolean;
}

export const StaffContext = createContext<StaffContextValue | null>(null);

/** The signed-in member (inside the staff layout only). */
export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff außerhalb des Backoffice-Layouts');
  return value;
}

export function canUse(roles: readonly StaffRole[], role: StaffRole): boolean {
  return roles.includes('admin') || roles.includes(role);
}

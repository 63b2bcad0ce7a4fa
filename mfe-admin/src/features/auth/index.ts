// The auth feature's public surface: the login pages, the signed-in layout and who is signed in.
export { StaffLayout, RequireRole } from './components/StaffLayout';
export { useStaff } from './hooks/StaffContext';
export type { StaffMe } from './api/getMe';

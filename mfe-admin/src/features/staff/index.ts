export { listStaff } from './api/listStaff';
export type { StaffMember } from './api/listStaff';

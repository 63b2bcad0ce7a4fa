/** The loans feature's public surface: its request type (the area's routes import the pages lazily by path). */
export type { LoanRequest } from './api/getLoanRequests';

/** What other modules may use of the disputes module: the back office dashboard's queue. */
export { disputeQueue } from './service';

/** The live stream of food order events (Server-Sent Events) and its state pill, for the board and the customer's orders. */
export { useFoodEvents, type FoodEvent, type LiveState } from './hooks/useFoodEvents';
export { LiveIndicator } from './components/LiveIndicator';

// The dashboard's public surface: the queue tiles of the start page and the age wording.
export { QueueTiles } from './components/QueueTiles';
export { minutesSince, sinceText } from './lib/age';

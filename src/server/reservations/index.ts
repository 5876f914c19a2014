/** What other code reads of reservation requests: the request tables' writes (the demo requests of the seed). */
export { insertChildren, insertHead, nextReference } from './repository.js';

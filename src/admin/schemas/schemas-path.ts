/** The user's entity schemas under the API base (`GET /api/schemas`): asked by the store and, early, by the boot script. */
export const SCHEMAS_PATH = '/schemas';

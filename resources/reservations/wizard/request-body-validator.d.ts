/** The module made by scripts/request-body-validator.ts when the SPA is built. */
declare module 'virtual:request-body-validator' {
  import type { ValidateFunction } from 'ajv';
  const validate: ValidateFunction;
  export default validate;
}

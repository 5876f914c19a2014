/** The invoice row's validator made by scripts/body-validators.ts when the SPA is built. */
declare module 'virtual:body-validator/invoice-row-body' {
  import type { ValidateFunction } from 'ajv';
  const validate: ValidateFunction;
  export default validate;
}

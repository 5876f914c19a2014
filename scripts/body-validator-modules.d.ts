/** The modules made by scripts/body-validators.ts when the SPA is built (`virtual:body-validator/payment-body`). */
declare module 'virtual:body-validator/*' {
  import type { ValidateFunction } from 'ajv';
  const validate: ValidateFunction;
  export default validate;
}

/** What the form hands its custom widgets through RJSF's `formContext`. */
export interface FormContext {
  /**
   * Marks a property touched, so its errors show. Call it before `onChange` (the change is
   * then validated with the field touched); `validate` re-validates at once, for a blur or a
   * closed dropdown that changed nothing.
   */
  touch(name: string, validate: boolean): void;
  /** The current form data (dependent dropdowns read their parent's value here). */
  values?: Record<string, unknown>;
  /** The label of a property in the form's language, e.g. "Country". */
  labelOf?(name: string): string;
}

/** RJSF ids are `root_<property>`. */
export const propertyOfId = (id: string) => id.replace(/^root_/, '');

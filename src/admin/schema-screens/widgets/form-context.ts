import type { PropertyGroup } from '../form-annotations.js';

/** What the form hands its custom widgets and templates through RJSF's `formContext`. */
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
  /**
   * Sets several properties at once (an image pair: the path cleared and the new bytes set);
   * the properties named are marked touched.
   */
  patch?(values: Record<string, unknown>): void;
  /** Secrets already stored (`{name}Set` of the row read), by property name. */
  secretsSet?: Record<string, boolean>;
  /** The property groups shown as tabs, the tab shown and how to show another (GroupedObjectTemplate). */
  tabs?: {
    groups: PropertyGroup[];
    active: string;
    titleOf(group: PropertyGroup): string;
    show(key: string): void;
    label: string;
  };
}

/** RJSF ids are `root_<property>`. */
export const propertyOfId = (id: string) => id.replace(/^root_/, '');

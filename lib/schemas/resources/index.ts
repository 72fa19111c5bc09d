export * from "./campaign-view";
export * from "./email";
export * from "./overview";
export * from "./viber";

/** Every list the console's API returns. `total` is present where the upstream gives one. */
export interface ListResult<T> {
  items: T[];
  total?: number;
  /** records of the upstream's reply the console could not read (left out, logged) */
  unreadable?: number;
}

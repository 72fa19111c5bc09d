export * from "./campaign-view";
export * from "./email";
export * from "./overview";
export * from "./viber";

export interface ListResult<T> {
  items: T[];
  total?: number;
  unreadable?: number;
}

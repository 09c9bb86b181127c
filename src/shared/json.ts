/** JSON values: what crosses every boundary (RPC, the wire, D1 text columns) after the sanitizer. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

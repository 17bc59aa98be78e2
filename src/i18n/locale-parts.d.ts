declare module 'virtual:locale-parts' {
  type Messages = Record<string, unknown>;
  /** locale code (lower case) -> its first-paint sections and the rest, each a lazy chunk */
  const parts: Record<string, { shell: () => Promise<{ default: Messages }>; rest: () => Promise<{ default: Messages }> }>;
  export default parts;
}

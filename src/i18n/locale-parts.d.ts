declare module 'virtual:locale-parts' {
  type Messages = Record<string, unknown>;
  type Part = () => Promise<{ default: Messages }>;
  /** locale code (lower case) -> its first-paint sections, the log-in popup's and the rest, each a lazy chunk */
  const parts: Record<string, { shell: Part; login: Part; rest: Part }>;
  export default parts;
}

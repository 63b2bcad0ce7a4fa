declare module 'german-postal-codes' {
  /** Every German postal code as a five-digit string, sorted ascending. */
  const codes: string[];
  export default codes;
}

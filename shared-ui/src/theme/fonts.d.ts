/** A font file bundled with the page: its address. */
declare module '*.otf' {
  const url: string;
  export default url;
}

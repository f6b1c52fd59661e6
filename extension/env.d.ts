// Vite's `?inline` CSS imports: the stylesheet as a string, for the panel's shadow root.
declare module '*.css?inline' {
  const css: string;
  export default css;
}

// The part of nprogress (no types of its own) that src/routing/progressBar.ts uses.
declare module 'nprogress' {
  interface NProgress {
    configure(options: {showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}

// The part of nprogress (no types of its own) that plugins/lean/routing/runtime/routing/progressBar.ts uses.
declare module 'nprogress' {
  interface NProgress {
    configure(options: {showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
